import { CopyButton } from '@/components/copy-button';
import { Panel } from '@/components/panel';
import { SEGMENT_TEXT } from './segment-styles';
import { formatNumber } from '@contract/format-number';

/** Laying out megabytes of text takes the browser seconds; beyond this the panel shows the start and Copy gives all. */
const SHOWN_CHARS = 100_000;

function visibleJson(json: string): string {
  if (json === '') return '// ...';
  if (json.length <= SHOWN_CHARS) return json;
  return `${json.slice(0, SHOWN_CHARS)}\n// … ${formatNumber(json.length - SHOWN_CHARS)} more characters: Copy gives all of it.`;
}

interface DecodedJsonPanelProps {
  title: 'Header' | 'Payload';
  json: string;
}

/** A decoded part as pretty JSON in its segment's colour, or the spec's "// ..." placeholder. */
export function DecodedJsonPanel({ title, json }: DecodedJsonPanelProps) {
  const id = `jwt-${title.toLowerCase()}`;
  return (
    <Panel title={title} flush actions={<CopyButton text={json} ariaLabel={`Copy ${title}`} />}>
      <pre
        tabIndex={0}
        data-testid={`${id}-json`}
        className={`overflow-auto p-3 font-mono text-sm break-all whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-indigo-500 ${title === 'Header' ? 'max-h-56' : 'max-h-96'} ${json ? SEGMENT_TEXT[title === 'Header' ? 'header' : 'payload'] : 'text-slate-400 dark:text-slate-500'}`}
      >
        {visibleJson(json)}
      </pre>
    </Panel>
  );
}
