import { Info, PenLine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { Textarea } from '@/components/ui/textarea';
import type { PayloadResult, TemplateFields, TemplateKind } from './qr-payload.logic';
import { ContactForm, EmailForm, PhoneForm, SmsForm, WifiForm } from './template-forms';

const kindOptions: readonly { value: TemplateKind; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'wifi', label: 'Wi-Fi' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'sms', label: 'SMS' },
  { value: 'contact', label: 'Contact' },
];

interface ContentFieldsProps {
  kind: TemplateKind;
  onKindChange: (kind: TemplateKind) => void;
  fields: TemplateFields;
  onFieldsChange: (fields: TemplateFields) => void;
  payload: PayloadResult;
  /** What is still missing, if anything. */
  hint: string | null;
}

function Hint({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  );
}

/** The content type, its form, and (for templates) the exact text the code will hold. */
export function ContentFields({ kind, onKindChange, fields, onFieldsChange, payload, hint }: ContentFieldsProps) {
  const editAsText = () => {
    if (!payload.ok) return;
    onFieldsChange({ ...fields, text: payload.payload });
    onKindChange('text');
  };

  return (
    <div className="space-y-3">
      <Segmented legend="Content type" name="qr-content-type" value={kind} options={kindOptions} onChange={onKindChange} />
      {kind === 'text' && (
        <Field label="Text or URL">
          <Textarea rows={4} placeholder="Enter content to encode" value={fields.text} onValue={(text) => onFieldsChange({ ...fields, text })} />
        </Field>
      )}
      {kind === 'wifi' && <WifiForm value={fields.wifi} onChange={(patch) => onFieldsChange({ ...fields, wifi: { ...fields.wifi, ...patch } })} />}
      {kind === 'email' && <EmailForm value={fields.email} onChange={(patch) => onFieldsChange({ ...fields, email: { ...fields.email, ...patch } })} />}
      {kind === 'phone' && <PhoneForm value={fields.phone} onChange={(patch) => onFieldsChange({ ...fields, phone: { ...fields.phone, ...patch } })} />}
      {kind === 'sms' && <SmsForm value={fields.sms} onChange={(patch) => onFieldsChange({ ...fields, sms: { ...fields.sms, ...patch } })} />}
      {kind === 'contact' && (
        <ContactForm value={fields.contact} onChange={(patch) => onFieldsChange({ ...fields, contact: { ...fields.contact, ...patch } })} />
      )}
      {hint && <Hint text={hint} />}
      {kind !== 'text' && (
        <div className="space-y-2">
          <Field label="Encoded text">
            <Textarea rows={4} readOnly value={payload.ok ? payload.payload : ''} className="bg-slate-50 dark:bg-slate-950" />
          </Field>
          <Button icon={PenLine} onClick={editAsText} disabled={!payload.ok} title="Copy this text into the Text field to edit it freely">
            Edit as text
          </Button>
        </div>
      )}
    </div>
  );
}
