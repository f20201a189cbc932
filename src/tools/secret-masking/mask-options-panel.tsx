import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { MASK_CHARS, type MaskOptions } from './mask-options';

const maskCharOptions = MASK_CHARS.map((value) => ({ value, label: value }));
const ipPartOptions = (['0', '1', '2', '3'] as const).map((value) => ({ value, label: value === '0' ? 'none' : value }));

interface MaskOptionsPanelProps {
  value: MaskOptions;
  onChange: (change: Partial<MaskOptions>) => void;
}

const count = (text: string) => Math.max(0, Math.min(8, Math.trunc(Number(text)) || 0));

/** The mask character and what stays visible of each kind of secret. */
export function MaskOptionsPanel({ value, onChange }: MaskOptionsPanelProps) {
  return (
    <div className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="space-y-2">
        <Field label="Mask character" inline>
          <Select value={value.maskChar} options={maskCharOptions} onValue={(maskChar) => onChange({ maskChar })} />
        </Field>
        <Switch label="Hide the length" checked={value.hideLength} onChange={(hideLength) => onChange({ hideLength })} />
        <Switch label="Keep key names" checked={value.keepKeyNames} onChange={(keepKeyNames) => onChange({ keepKeyNames })} />
      </div>
      <div className="space-y-2">
        <Field label="Keep first characters" hint="Of tokens, keys and passwords at least 4 × as long as what is kept." inline>
          <Input type="number" min={0} max={8} className="w-16" value={String(value.keepStart)} onValue={(text) => onChange({ keepStart: count(text) })} />
        </Field>
        <Field label="Keep last characters" inline>
          <Input type="number" min={0} max={8} className="w-16" value={String(value.keepEnd)} onValue={(text) => onChange({ keepEnd: count(text) })} />
        </Field>
      </div>
      <div className="space-y-2">
        <Switch label="Mask emails" checked={value.emails} onChange={(emails) => onChange({ emails })} />
        <Switch label="Keep the email's domain" checked={value.emailDomain} disabled={!value.emails} onChange={(emailDomain) => onChange({ emailDomain })} />
        <Switch label="Mask card numbers" checked={value.cards} onChange={(cards) => onChange({ cards })} />
        <Switch label="Keep the card's last 4 digits" checked={value.cardLast4} disabled={!value.cards} onChange={(cardLast4) => onChange({ cardLast4 })} />
      </div>
      <div className="space-y-2">
        <Switch label="Mask IP addresses" checked={value.ips} onChange={(ips) => onChange({ ips })} />
        <Field label="Keep leading parts of an IP" inline>
          <Select
            value={String(value.ipParts) as '0'}
            options={ipPartOptions}
            disabled={!value.ips}
            onValue={(parts) => onChange({ ipParts: Number(parts) })}
          />
        </Field>
      </div>
    </div>
  );
}
