import { useMemo, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { SideBySide } from '@/components/side-by-side';
import { TermList } from '@/components/term-list';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { buildBasicAuth, decodeBasicAuth } from './basic-auth.logic';

export const SECRET_NOTE = 'Stays in this page: never remembered, never put in a share link, never logged.';

export interface BasicAuthInputs {
  user: string;
  password: string;
  /** A header or Base64 pasted to decode. */
  pasted: string;
}

export const NO_BASIC_AUTH: BasicAuthInputs = { user: '', password: '', pasted: '' };

/** Build an `Authorization: Basic` header from a user-id and password, and read one back. */
export function BasicAuthPanel({ value, onChange }: { value: BasicAuthInputs; onChange: (change: Partial<BasicAuthInputs>) => void }) {
  const { user, password, pasted } = value;
  const [showPassword, setShowPassword] = useState(false);
  const [showDecoded, setShowDecoded] = useState(false);

  const built = useMemo(() => (user === '' && password === '' ? null : buildBasicAuth(user, password)), [user, password]);
  const decoded = useMemo(() => (pasted.trim() === '' ? null : decodeBasicAuth(pasted)), [pasted]);
  const header = built?.ok ? `Authorization: ${built.header}` : '';

  return (
    <SideBySide alignTop>
      <Panel title="Build the header">
        <Field label="User-id">
          <Input plain value={user} onValue={(next) => onChange({ user: next })} placeholder="Aladdin" />
        </Field>
        <Field label="Password" hint={SECRET_NOTE}>
          <Input plain type={showPassword ? 'text' : 'password'} value={password} onValue={(next) => onChange({ password: next })} placeholder="open sesame" />
        </Field>
        <Switch label="Show password" checked={showPassword} onChange={setShowPassword} />
        <ErrorLine message={built?.ok === false ? built.message : null} />
        {built?.ok && (
          <div className="space-y-2">
            <TermList
              className="grid-cols-[9rem_1fr] text-sm"
              rows={[
                ['Header', <span data-testid="basic-auth-header">{header}</span>],
                ['Base64', built.credentials],
                ['curl', `-u '${`${user}:${password}`.replaceAll("'", `'\\''`)}'`],
              ]}
            />
            <div className="flex flex-wrap gap-2">
              <CopyButton text={header} label="Copy header" />
              <CopyButton text={built.header} label="Copy value" />
            </div>
          </div>
        )}
      </Panel>
      <Panel title="Decode a header">
        <Field label="Authorization header or Base64" hint={`"Authorization: Basic …", "Basic …" or the Base64 alone. ${SECRET_NOTE}`}>
          <Input code value={pasted} onValue={(next) => onChange({ pasted: next })} placeholder="Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==" />
        </Field>
        <ErrorLine message={decoded?.ok === false ? decoded.message : null} />
        {decoded?.ok && (
          <div className="space-y-2" data-testid="basic-auth-decoded">
            <TermList
              className="grid-cols-[9rem_1fr] text-sm"
              rows={[
                ['User-id', decoded.value.user],
                ['Password', showDecoded ? decoded.value.password : '•'.repeat(Math.min(decoded.value.password.length, 24))],
                ['Read as', decoded.value.charset === 'UTF-8' ? 'UTF-8 (RFC 7617)' : 'ISO-8859-1: the bytes are not UTF-8, as older clients sent them'],
              ]}
            />
            <Switch label="Show decoded password" checked={showDecoded} onChange={setShowDecoded} />
            <div className="flex flex-wrap gap-2">
              <CopyButton text={decoded.value.user} label="Copy user-id" />
              <CopyButton text={decoded.value.password} label="Copy password" />
            </div>
          </div>
        )}
      </Panel>
    </SideBySide>
  );
}
