import { Eraser, FileText } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { SideBySide } from '@/components/side-by-side';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useToolInput } from '@/hooks/use-tool-input';
import { useToolSettings } from '@/hooks/use-tool-settings';
import { shapeOf } from '@/lib/stored-value';
import { toolSettings } from '@/lib/tool-settings';
import { IdnPanel } from './idn-panel';
import { type EditablePart, PartsForm } from './parts-form';
import { hasCredentials, maskPassword, unmaskEdit } from './password-mask.logic';
import { parseQuery, serializeQuery, type QueryRow } from './query.logic';
import { QueryJsonPanel } from './query-json-panel';
import { UnwrapPanel } from './unwrap-panel';
import { buildUrl, parseUrl } from './url-parts.logic';

export const SAMPLE_URL = 'https://shop.example:8443/api/search?q=caf%C3%A9+au+lait&tag=a&tag=b&user[name]=Ada&empty=&utm_source=newsletter#results';

const VIEWS = ['json', 'unwrap', 'idn'] as const;
const viewOptions = [
  { value: 'json', label: 'Query as JSON' },
  { value: 'unwrap', label: 'Unwrap & clean' },
  { value: 'idn', label: 'Punycode' },
] as const;
/** An alias (IT-Tools' safelink-decoder) opens a view; the URL itself never travels in a link. */
const SETTINGS = toolSettings({ view: [z.enum(VIEWS), 'json'] });
const urlShape = shapeOf(z.string());
/** A URL with a user or password is not kept on this device at all. */
const keepUrl = (text: string) => (hasCredentials(text) ? '' : text);

/** Edits in the parts form that the URL does not show as typed (a Unicode host, a field that does not make a URL yet). */
interface Draft {
  /** The URL the draft belongs to: an edit of the URL itself drops it. */
  href: string;
  fields: Partial<Record<EditablePart, string>>;
  rows: QueryRow[] | null;
  error: string | null;
}

export default function UrlParserScreen() {
  const [settings, setSettings] = useToolSettings(SETTINGS);
  const [text, setText] = useToolInput('url', SAMPLE_URL, urlShape, { keep: keepUrl });
  // Never remembered: the password shows only when asked, each visit.
  const [showPassword, setShowPassword] = useState(false);
  const [draftState, setDraft] = useState<Draft | null>(null);
  const viewName = useId();

  const parsed = useMemo(() => parseUrl(text), [text]);
  const draft = parsed.ok && draftState?.href === parsed.href ? draftState : null;
  const rows = useMemo(() => draft?.rows ?? (parsed.ok ? parseQuery(parsed.parts.search) : []), [draft, parsed]);

  const onPart = (part: EditablePart, value: string) => {
    if (!parsed.ok) return;
    const fields = { ...draft?.fields, [part]: value };
    const built = buildUrl({ ...parsed.parts, ...fields });
    if (built.ok) setText(built.href);
    setDraft({ href: built.ok ? built.href : parsed.href, fields, rows: draft?.rows ?? null, error: built.ok ? null : built.message });
  };
  const onRows = (next: QueryRow[]) => {
    if (!parsed.ok) return;
    const fields = draft?.error ? {} : draft?.fields;
    const built = buildUrl({ ...parsed.parts, ...fields, search: serializeQuery(next) });
    if (!built.ok) return;
    setText(built.href);
    setDraft({ href: built.href, fields: fields ?? {}, rows: next, error: null });
  };

  const shownText = showPassword ? text : maskPassword(text);
  const normalised = parsed.ok && parsed.href !== text.trim() ? parsed.href : null;

  return (
    <div className="space-y-4">
      <Panel
        title="URL"
        actions={
          <>
            <Switch label="Show password" checked={showPassword} onChange={setShowPassword} />
            <Button size="sm" icon={FileText} onClick={() => setText(SAMPLE_URL)}>
              Sample
            </Button>
            <Button size="sm" icon={Eraser} onClick={() => setText('')}>
              Clear
            </Button>
            <CopyButton text={parsed.ok ? parsed.href : ''} label="Copy URL" />
          </>
        }
      >
        <Field label="URL" hint="Rebuilt as you edit the parts; edit it here and the parts follow.">
          <Textarea
            plain
            rows={3}
            value={shownText}
            onValue={(edited) => setText(unmaskEdit(edited, text))}
            placeholder="https://user@example.com:8080/path?key=value#fragment"
            aria-invalid={!parsed.ok && text.trim() !== '' ? true : undefined}
          />
        </Field>
        <ErrorLine message={!parsed.ok && text.trim() !== '' ? parsed.message : null} />
        {normalised && (
          <p className="text-sm">
            <span className="font-medium">As browsers write it: </span>
            <code className="break-all" data-testid="normalised-url">
              {showPassword ? normalised : maskPassword(normalised)}
            </code>
          </p>
        )}
      </Panel>
      <SideBySide alignTop>
        {parsed.ok ? (
          <PartsForm
            parts={{ ...parsed.parts, ...draft?.fields }}
            onPart={onPart}
            rows={rows}
            onRows={onRows}
            showPassword={showPassword}
            error={draft?.error ?? null}
          />
        ) : (
          <Panel title="Parts">
            <p className="text-sm text-slate-600 dark:text-slate-400">The parts show here once the URL reads.</p>
          </Panel>
        )}
        <Panel
          title={viewOptions.find((option) => option.value === settings.view)?.label}
          actions={
            <Segmented legend="View" hideLegend name={viewName} value={settings.view} options={viewOptions} onChange={(view) => setSettings({ view })} />
          }
        >
          {!parsed.ok ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Type or paste a URL above.</p>
          ) : settings.view === 'json' ? (
            <QueryJsonPanel rows={rows} onRows={onRows} />
          ) : settings.view === 'unwrap' ? (
            <UnwrapPanel href={parsed.href} onUse={setText} />
          ) : (
            <IdnPanel key={parsed.parts.hostname} host={parsed.parts.hostname} />
          )}
        </Panel>
      </SideBySide>
    </div>
  );
}
