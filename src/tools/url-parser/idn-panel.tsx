import { useState } from 'react';
import { ErrorLine } from '@/components/error-line';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { hostToAscii, hostToUnicode } from './idn.logic';

/** Punycode both ways: type in either field and the other follows; starts from the URL's host. */
export function IdnPanel({ host }: { host: string }) {
  const [pair, setPair] = useState<{ unicode: string; ascii: string; error: string | null } | null>(null);
  const start = hostToUnicode(host);
  const shown = pair ?? { unicode: start.ok ? start.value : host, ascii: host, error: null };
  const fromUnicode = (unicode: string) => {
    const ascii = hostToAscii(unicode);
    setPair({ unicode, ascii: ascii.ok ? ascii.value : shown.ascii, error: ascii.ok ? null : ascii.message });
  };
  const fromAscii = (ascii: string) => {
    const unicode = hostToUnicode(ascii);
    setPair({ ascii, unicode: unicode.ok ? unicode.value : shown.unicode, error: unicode.ok ? null : unicode.message });
  };
  return (
    <div className="space-y-3">
      <Field label="Unicode (IDN)">
        <Input code value={shown.unicode} onValue={fromUnicode} />
      </Field>
      <Field label="ASCII (Punycode)" hint="Each label with non-ASCII letters written as xn--… (RFC 3492), as DNS and the URL hold it.">
        <Input code value={shown.ascii} onValue={fromAscii} />
      </Field>
      <ErrorLine message={shown.error} />
    </div>
  );
}
