import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { hostToUnicode } from './idn.logic';
import type { QueryRow } from './query.logic';
import { QueryTable } from './query-table';
import type { UrlParts } from './url-parts.logic';

export type EditablePart = 'protocol' | 'username' | 'password' | 'hostname' | 'port' | 'pathname' | 'fragment';

interface PartsFormProps {
  /** What each field shows: the URL's parts, or what the visitor typed while it does not make a URL yet. */
  parts: UrlParts;
  onPart: (part: EditablePart, value: string) => void;
  rows: readonly QueryRow[];
  onRows: (rows: QueryRow[]) => void;
  showPassword: boolean;
  /** Why the last edit did not make a URL. */
  error: string | null;
}

/** The URL's parts, each editable; the URL above is rebuilt from them as they change. */
export function PartsForm({ parts, onPart, rows, onRows, showPassword, error }: PartsFormProps) {
  const unicode = parts.hostname.includes('xn--') ? hostToUnicode(parts.hostname) : null;
  const field = (part: EditablePart, label: string, hint?: string, className = '') => (
    <Field label={label} hint={hint} className={className}>
      <Input code value={parts[part]} onValue={(value) => onPart(part, value)} />
    </Field>
  );
  return (
    <Panel title="Parts">
      <div className="grid gap-3 sm:grid-cols-2">
        {field('protocol', 'Protocol')}
        {field('port', 'Port', 'Empty for the protocol’s default.')}
        {field('username', 'Username')}
        <Field label="Password" hint="Hidden unless “Show password” is on; a URL with a user or password is never remembered.">
          <Input code type={showPassword ? 'text' : 'password'} value={parts.password} onValue={(value) => onPart('password', value)} />
        </Field>
        {field(
          'hostname',
          'Host',
          unicode?.ok ? `In Unicode: ${unicode.value}` : 'A name, an IPv4 address or an IPv6 address in brackets; Unicode names are written as xn--.',
          'sm:col-span-2',
        )}
        {field('pathname', 'Path', undefined, 'sm:col-span-2')}
        {field('fragment', 'Fragment', 'After “#”; the browser keeps it, the server never sees it.', 'sm:col-span-2')}
      </div>
      <ErrorLine message={error} />
      <h3 className="text-sm font-semibold">Query</h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">Read as forms send it: “+” is a space. Changing a row writes the whole query again, encoded.</p>
      <QueryTable rows={rows} onChange={onRows} />
    </Panel>
  );
}
