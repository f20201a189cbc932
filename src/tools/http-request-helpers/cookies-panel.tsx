import { FileCode } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { OutputNotes } from '@/components/output-notes';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { Textarea } from '@/components/ui/textarea';
import { useNow } from '@/hooks/use-now';
import { parseCookieHeader, parseSetCookieHeaders } from './cookies.logic';
import { SetCookieTable, CookieTable } from './cookie-tables';
import type { HttpSettings } from './settings';

const headerOptions = [
  { value: 'set-cookie', label: 'Set-Cookie (response)' },
  { value: 'cookie', label: 'Cookie (request)' },
] as const;

const SAMPLES: Record<HttpSettings['cookieHeader'], string> = {
  'set-cookie': [
    'Set-Cookie: __Host-session=8f14e45fceea167a5a36dedd4bea2543; Path=/; Secure; HttpOnly; SameSite=Lax',
    'Set-Cookie: _octo=GH1.1.1736389093.1764331200; Max-Age=31536000; Path=/; Domain=github.com; Secure; SameSite=Lax',
    'Set-Cookie: prefs=%7B%22theme%22%3A%22dark%22%7D; Expires=Wed, 09 Jun 2021 10:18:14 GMT; Path=/',
    'Set-Cookie: tracker=1; SameSite=None; Partitioned',
  ].join('\n'),
  cookie: 'Cookie: SID=31d4d96e407aad42; lang=en-US; prefs=%7B%22theme%22%3A%22dark%22%7D',
};

interface CookiesPanelProps {
  header: HttpSettings['cookieHeader'];
  onHeader: (header: HttpSettings['cookieHeader']) => void;
  /** The pasted headers: the screen's plain state (they carry session tokens). */
  text: string;
  onText: (text: string) => void;
  clock?: () => number;
}

/** Cookie and Set-Cookie headers as a table, with each attribute and what a browser would make of it. */
export function CookiesPanel({ header, onHeader, text, onText, clock }: CookiesPanelProps) {
  const now = useNow({ clock });
  // Max-Age counts from when the headers arrive: here, when they were pasted.
  const [receivedAt, setReceivedAt] = useState(now);
  const edit = (next: string) => {
    setReceivedAt((clock ?? Date.now)());
    onText(next);
  };
  const responseCookies = useMemo(() => (header === 'set-cookie' ? parseSetCookieHeaders(text, receivedAt) : []), [header, text, receivedAt]);
  const request = useMemo(() => (header === 'cookie' ? parseCookieHeader(text) : null), [header, text]);
  const rows = header === 'set-cookie' ? responseCookies : (request?.cookies ?? []);
  const warnings =
    header === 'set-cookie'
      ? responseCookies.flatMap((cookie) => cookie.warnings.map((warning) => `${cookie.name || '(no name)'}: ${warning}`))
      : (request?.warnings ?? []);
  const label = header === 'set-cookie' ? 'Set-Cookie headers' : 'Cookie header';

  return (
    <div className="space-y-4">
      <Panel
        title="Headers"
        actions={
          <Button icon={FileCode} onClick={() => edit(SAMPLES[header])}>
            Sample
          </Button>
        }
      >
        <Segmented legend="Header" name="cookie-header" value={header} options={headerOptions} onChange={onHeader} />
        <Field label={label} hint="One header a line, with or without its name. It stays in this page: never remembered, never in a share link.">
          <Textarea
            plain
            rows={5}
            value={text}
            onValue={edit}
            placeholder={header === 'set-cookie' ? 'Set-Cookie: id=a3fWa; Max-Age=2592000; Secure; HttpOnly' : 'Cookie: id=a3fWa; lang=en-US'}
          />
        </Field>
      </Panel>
      {rows.length > 0 && (
        <Panel title={`Cookies (${rows.length})`} flush actions={<CopyButton text={JSON.stringify(rows, null, 2)} label="Copy as JSON" />}>
          {header === 'set-cookie' ? <SetCookieTable cookies={responseCookies} now={now} /> : <CookieTable cookies={request?.cookies ?? []} />}
        </Panel>
      )}
      <OutputNotes tone="warning" level={2} title="What a browser would do" items={warnings} />
    </div>
  );
}
