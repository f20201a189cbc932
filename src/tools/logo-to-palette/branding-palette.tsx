import { type BrandingPalette, brandRoles } from '@contract/logo-palette';
import { ColorSwatch } from '@/components/color-swatch';

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** The five roles, each a swatch with its hex value, copy action and contrast. */
export function BrandingPaletteView({ palette }: { palette: BrandingPalette }) {
  return (
    <section aria-labelledby="branding-palette-heading" className="space-y-3">
      <h2 id="branding-palette-heading" className="text-base font-semibold">
        Branding Palette
      </h2>
      <ul aria-label="Branding Palette" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {brandRoles.map((role) => (
          <li key={role} className="flex">
            <ColorSwatch hex={palette[role]} label={roleLabel(role)} className="flex-1" />
          </li>
        ))}
      </ul>
    </section>
  );
}
