import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { inspectUuid, type Inspection } from './uuid-inspector.logic';

// Made on first use: a page's first Intl date format loads ICU data (milliseconds the GUID list's first paint need not wait for).
let localTime: Intl.DateTimeFormat | undefined;
const formatLocalTime = (unixMs: number) => (localTime ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'long' })).format(unixMs);

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5">
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Details({ inspection }: { inspection: Inspection }) {
  const { valid, canonical, version, variant, time, clockSequence, node } = inspection;
  return (
    <dl aria-label="UUID details" className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      <Row term="Validity">
        <span className={`inline-flex items-center gap-1.5 font-medium ${valid ? 'text-green-700 dark:text-green-400' : 'text-amber-700 dark:text-amber-400'}`}>
          {valid ? <CircleCheck aria-hidden="true" className="size-4" /> : <TriangleAlert aria-hidden="true" className="size-4" />}
          {valid ? 'Valid UUID' : 'Well-formed, but not a valid RFC 9562 UUID'}
        </span>
      </Row>
      <Row term="Standard form">
        <code className="font-mono">{canonical}</code>
      </Row>
      <Row term="Version">{version}</Row>
      <Row term="Variant">{variant}</Row>
      {time && (
        <>
          <Row term="Created (UTC)">
            <code className="font-mono">{time.iso}</code>
          </Row>
          <Row term="Created (local)">{formatLocalTime(time.unixMs)}</Row>
        </>
      )}
      {clockSequence !== null && <Row term="Clock sequence">{clockSequence}</Row>}
      {node && (
        <Row term="Node">
          <code className="font-mono">{node.address}</code> {node.random ? '(random node ID)' : '(MAC address)'}
        </Row>
      )}
    </dl>
  );
}

/** Paste a UUID to see whether it is valid, its version and variant, and when a v1, v6 or v7 UUID was made. */
export function UuidInspector() {
  const [text, setText] = useState('');
  const result = useMemo(() => inspectUuid(text), [text]);
  return (
    <Panel title="Inspect a UUID">
      <div className="space-y-1">
        <Field label="UUID to inspect">
          <Input code value={text} onValue={setText} placeholder="017f22e2-79b0-7cc3-98c4-dc0c0c07398f" aria-describedby="uuid-inspector-hint" />
        </Field>
        <p id="uuid-inspector-hint" className="text-xs text-slate-500 dark:text-slate-400">
          Any case; hyphens, braces and a urn:uuid: prefix are optional.
        </p>
      </div>
      {result && !result.ok && <ErrorLine message={result.message} />}
      {result?.ok && <Details inspection={result.inspection} />}
    </Panel>
  );
}
