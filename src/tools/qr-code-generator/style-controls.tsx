import { ArrowLeftRight, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorLine } from '@/components/error-line';
import { OpenFileButton } from '@/components/file-drop';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { SIZE_LIMITS, type ErrorCorrection } from '@/lib/qr-code';
import { imageFileRules, UNREADABLE_IMAGE } from './image-file.logic';
import type { QrStyle } from './qr-inputs';
import { readImage } from './read-image';

export interface Logo {
  name: string;
  /** The picture rasterised by the page, at most LOGO_MAX_SIDE on its longer side. */
  image: HTMLCanvasElement;
  /** The same picture as a PNG data: URL, for the thumbnail and the SVG file. */
  dataUrl: string;
}

/** A logo is drawn at most 20% of 1024 px wide; this keeps it sharp with room to spare. */
const LOGO_MAX_SIDE = 512;

const levelOptions: readonly { value: ErrorCorrection; label: string; disabled?: boolean }[] = [
  { value: 'L', label: 'L (7%)' },
  { value: 'M', label: 'M (15%)' },
  { value: 'Q', label: 'Q (25%)' },
  { value: 'H', label: 'H (30%)' },
];

/** The look of the code: the shareable style, with the level in force (H while a logo is shown), and the logo. */
export interface StyleValue extends QrStyle {
  logo: Logo | null;
}

interface StyleControlsProps {
  value: StyleValue;
  onChange: (patch: Partial<StyleValue>) => void;
  /** "21.0:1", or null when a colour cannot be read. */
  contrastText: string | null;
}

function ColorPicker({ label, value, onChange }: { label: string; value: string; onChange: (color: string) => void }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <label className="flex items-center gap-2">
        <span className="font-medium text-slate-700 dark:text-slate-300">{label}</span>
        <input
          type="color"
          value={value.toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-8 w-12 cursor-pointer rounded border border-slate-300 bg-white p-0.5 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      <span className="font-mono text-xs text-slate-600 dark:text-slate-400" data-testid={`${label.toLowerCase()}-hex`}>
        {value.toUpperCase()}
      </span>
    </div>
  );
}

export function StyleControls({ value, onChange, contrastText }: StyleControlsProps) {
  const { size, foreground, background, level, logo } = value;
  const sizeId = useId();
  const [logoError, setLogoError] = useState<string | null>(null);

  const pickLogo = async (file: File) => {
    setLogoError(null);
    try {
      const image = await readImage(file, LOGO_MAX_SIDE);
      onChange({ logo: { name: file.name, image, dataUrl: image.toDataURL('image/png') } });
    } catch {
      setLogoError(UNREADABLE_IMAGE);
    }
  };

  const swapColors = () => onChange({ foreground: background, background: foreground });

  return (
    <div className="space-y-4">
      <div className="space-y-1 text-sm">
        <div className="flex items-baseline justify-between">
          <label htmlFor={sizeId} className="font-medium text-slate-700 dark:text-slate-300">
            Size
          </label>
          <output htmlFor={sizeId} className="font-mono text-xs text-slate-600 dark:text-slate-400">
            {size} px
          </output>
        </div>
        <input
          id={sizeId}
          type="range"
          min={SIZE_LIMITS.min}
          max={SIZE_LIMITS.max}
          step={SIZE_LIMITS.step}
          value={size}
          aria-valuetext={`${size} pixels`}
          onChange={(event) => onChange({ size: Number(event.target.value) })}
          className="w-full accent-indigo-600"
        />
      </div>

      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <ColorPicker label="Foreground" value={foreground} onChange={(color) => onChange({ foreground: color })} />
        <ColorPicker label="Background" value={background} onChange={(color) => onChange({ background: color })} />
        <Button variant="ghost" icon={ArrowLeftRight} onClick={swapColors}>
          Swap colours
        </Button>
        {contrastText && <span className="text-sm text-slate-600 dark:text-slate-400">Contrast {contrastText}</span>}
      </div>

      <div className="space-y-1">
        <Segmented
          legend="Error correction"
          name="qr-error-correction"
          value={level}
          options={levelOptions.map((option) => ({ ...option, disabled: logo !== null && option.value !== 'H' }))}
          onChange={(chosen) => onChange({ level: chosen })}
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          The share of the code that may be damaged or covered and still scan. Lower levels make smaller codes that hold more.
        </p>
      </div>

      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300">Logo</span>
          {logo ? (
            <>
              <img src={logo.dataUrl} alt="" className="size-8 rounded border border-slate-200 object-contain dark:border-slate-700" />
              <span className="max-w-48 truncate text-sm" title={logo.name}>
                {logo.name}
              </span>
              <Button icon={Trash2} onClick={() => onChange({ logo: null })}>
                Remove logo
              </Button>
            </>
          ) : (
            <OpenFileButton label="Add logo" rules={imageFileRules} onFile={pickLogo} onError={setLogoError} />
          )}
        </div>
        {logo && (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Error correction is fixed at H while a logo is shown, so the code still scans with its middle covered.
          </p>
        )}
        <ErrorLine message={logoError} />
      </div>
    </div>
  );
}
