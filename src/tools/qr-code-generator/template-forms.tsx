import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Select, type SelectOption } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import {
  type ContactFields,
  type ContactFormat,
  EAP_METHODS,
  type EapMethod,
  type EmailFields,
  PHASE2_METHODS,
  type Phase2Method,
  type PhoneFields,
  type SmsFields,
  type SmsFormat,
  type WifiFields,
  type WifiSecurity,
} from './qr-payload.logic';

interface FormProps<Fields> {
  value: Fields;
  onChange: (patch: Partial<Fields>) => void;
}

const securityOptions: SelectOption<WifiSecurity>[] = [
  { value: 'WPA', label: 'WPA/WPA2/WPA3' },
  { value: 'WEP', label: 'WEP' },
  { value: 'nopass', label: 'None (open network)' },
  { value: 'WPA2-EAP', label: 'WPA2/WPA3-Enterprise' },
];

const EAP_LABELS: Record<EapMethod, string> = { PEAP: 'PEAP', TTLS: 'TTLS', TLS: 'TLS', PWD: 'PWD', SIM: 'SIM', AKA: 'AKA', AKA_PRIME: "AKA'" };
const eapOptions: SelectOption<EapMethod>[] = EAP_METHODS.map((method) => ({ value: method, label: EAP_LABELS[method] }));
const phase2Options: SelectOption<Phase2Method>[] = PHASE2_METHODS.map((method) => ({ value: method, label: method === 'NONE' ? 'None' : method }));

export function WifiForm({ value, onChange }: FormProps<WifiFields>) {
  const open = value.security === 'nopass';
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Network name (SSID)">
        <Input plain value={value.ssid} onValue={(ssid) => onChange({ ssid })} />
      </Field>
      <Field label="Security">
        <Select options={securityOptions} value={value.security} onValue={(security) => onChange({ security })} />
      </Field>
      <Field label="Password">
        <Input plain value={open ? '' : value.password} disabled={open} onValue={(password) => onChange({ password })} />
      </Field>
      <div className="flex items-end pb-1.5">
        <Switch label="Hidden network" checked={value.hidden} onChange={(hidden) => onChange({ hidden })} />
      </div>
      {value.security === 'WPA2-EAP' && (
        <>
          <Field label="EAP method">
            <Select options={eapOptions} value={value.eapMethod} onValue={(eapMethod) => onChange({ eapMethod })} />
          </Field>
          <Field label="Phase 2 method">
            <Select options={phase2Options} value={value.phase2} onValue={(phase2) => onChange({ phase2 })} />
          </Field>
          <Field label="Identity">
            <Input plain value={value.identity} onValue={(identity) => onChange({ identity })} />
          </Field>
          <Field label="Anonymous identity">
            <Input plain value={value.anonymousIdentity} onValue={(anonymousIdentity) => onChange({ anonymousIdentity })} />
          </Field>
        </>
      )}
    </div>
  );
}

export function EmailForm({ value, onChange }: FormProps<EmailFields>) {
  return (
    <div className="grid gap-3">
      <Field label="Email address">
        <Input plain type="text" inputMode="email" placeholder="name@example.com, another@example.com" value={value.to} onValue={(to) => onChange({ to })} />
      </Field>
      <Field label="Subject">
        <Input value={value.subject} onValue={(subject) => onChange({ subject })} />
      </Field>
      <Field label="Message">
        <Textarea rows={3} value={value.body} onValue={(body) => onChange({ body })} />
      </Field>
    </div>
  );
}

function PhoneInput({ value, onChange }: { value: string; onChange: (number: string) => void }) {
  return (
    <Field label="Phone number">
      <Input plain type="tel" placeholder="+1 555 010 0200" value={value} onValue={onChange} />
    </Field>
  );
}

export function PhoneForm({ value, onChange }: FormProps<PhoneFields>) {
  return <PhoneInput value={value.number} onChange={(number) => onChange({ number })} />;
}

const smsFormats: readonly { value: SmsFormat; label: string }[] = [
  { value: 'smsto', label: 'SMSTO:' },
  { value: 'sms-uri', label: 'sms:' },
];

export function SmsForm({ value, onChange }: FormProps<SmsFields>) {
  return (
    <div className="grid gap-3">
      <PhoneInput value={value.number} onChange={(number) => onChange({ number })} />
      <Field label="Message">
        <Textarea rows={3} value={value.message} onValue={(message) => onChange({ message })} />
      </Field>
      <div className="space-y-1">
        <Segmented legend="Format" name="qr-sms-format" value={value.format} options={smsFormats} onChange={(format) => onChange({ format })} />
        <p className="text-xs text-slate-500 dark:text-slate-400">SMSTO: is read by most scanners; sms: is the standard link form (RFC 5724).</p>
      </div>
    </div>
  );
}

const contactFormats: readonly { value: ContactFormat; label: string }[] = [
  { value: 'vcard', label: 'vCard' },
  { value: 'mecard', label: 'MECARD' },
];

type ContactTextKey = Exclude<keyof ContactFields, 'format'>;

const contactInputs: readonly { key: ContactTextKey; label: string; type?: string }[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'organization', label: 'Organization' },
  { key: 'title', label: 'Job title' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'website', label: 'Website', type: 'url' },
  { key: 'address', label: 'Address' },
];

export function ContactForm({ value, onChange }: FormProps<ContactFields>) {
  const mecard = value.format === 'mecard';
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <Segmented legend="Format" name="qr-contact-format" value={value.format} options={contactFormats} onChange={(format) => onChange({ format })} />
        <p className="text-xs text-slate-500 dark:text-slate-400">vCard is read everywhere; MECARD makes a smaller code but has no job title.</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {contactInputs.map(({ key, label, type = 'text' }) => {
          const unsupported = mecard && key === 'title';
          return (
            <Field key={key} label={label}>
              <Input plain type={type} value={value[key]} disabled={unsupported} onValue={(text) => onChange({ [key]: text })} />
            </Field>
          );
        })}
      </div>
    </div>
  );
}
