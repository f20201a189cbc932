import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { inspectId } from './id-inspector.logic';
import { SNOWFLAKE_EPOCHS, type OtherIdInspection, type SnowflakeEpoch } from './other-ids.logic';
import type { Inspection } from './uuid-inspector.logic';

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

function CreatedRows({ unixMs, iso }: { unixMs: number; iso: string }) {
  return (
    <>
      <Row term="Created (UTC)">
        <code className="font-mono">{iso}</code>
      </Row>
      <Row term="Created (local)">{formatLocalTime(unixMs)}</Row>
    </>
  );
}

const Code = ({ children }: { children: string }) => <code className="font-mono break-all">{children}</code>;

function Details({ inspection, readFrom }: { inspection: Inspection; readFrom: string | null }) {
  const { valid, canonical, version, variant, time, clockSequence, node, forms } = inspection;
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
        {readFrom && <span className="text-slate-600 dark:text-slate-400"> (read from {readFrom})</span>}
      </Row>
      <Row term="Version">{version}</Row>
      <Row term="Variant">{variant}</Row>
      {time && <CreatedRows unixMs={time.unixMs} iso={time.iso} />}
      {clockSequence !== null && <Row term="Clock sequence">{clockSequence}</Row>}
      {node && (
        <Row term="Node">
          <code className="font-mono">{node.address}</code> {node.random ? '(random node ID)' : '(MAC address)'}
        </Row>
      )}
      <Row term="Hex">
        <Code>{forms.hex}</Code>
      </Row>
      <Row term="Base64">
        <Code>{forms.base64}</Code>
      </Row>
      <Row term="Base64url">
        <Code>{forms.base64url}</Code>
      </Row>
      <Row term="Decimal">
        <Code>{forms.decimal}</Code>
      </Row>
      <Row term="SQL Server / .NET bytes">
        <Code>{forms.microsoftBytes}</Code>
      </Row>
    </dl>
  );
}

function OtherDetails({ other }: { other: OtherIdInspection }) {
  return (
    <dl aria-label="ID details" className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
      <Row term="Type">{other.kind}</Row>
      {other.unixMs !== null && <CreatedRows unixMs={other.unixMs} iso={new Date(other.unixMs).toISOString()} />}
      {other.facts.map((fact) => (
        <Row key={fact.term} term={fact.term}>
          {fact.value}
        </Row>
      ))}
    </dl>
  );
}

/**
 * Paste a UUID (hex, Base64 or decimal) to see whether it is valid, its version and variant, its other forms and
 * when a v1, v6 or v7 UUID was made; or a ULID, KSUID or Snowflake for its time, a CUID2 or Nano ID for its kind.
 */
export function UuidInspector() {
  const [text, setText] = useState('');
  const [epoch, setEpoch] = useState<SnowflakeEpoch>('twitter');
  const result = useMemo(() => inspectId(text, epoch), [text, epoch]);
  const snowflake = result?.ok && result.kind === 'other' && result.other.kind === 'Snowflake';
  return (
    <Panel title="Inspect a UUID or other ID">
      <div className="space-y-1">
        <Field label="UUID to inspect">
          <Input code value={text} onValue={setText} placeholder="017f22e2-79b0-7cc3-98c4-dc0c0c07398f" aria-describedby="uuid-inspector-hint" />
        </Field>
        <p id="uuid-inspector-hint" className="text-xs text-slate-500 dark:text-slate-400">
          Any case; hyphens, braces and a urn:uuid: prefix are optional. Base64 and decimal UUIDs, ULIDs, KSUIDs, Snowflakes, CUID2s and Nano IDs are read too.
        </p>
      </div>
      {snowflake && (
        <Field label="Snowflake epoch">
          <Select value={epoch} options={SNOWFLAKE_EPOCHS} onValue={setEpoch} />
        </Field>
      )}
      {result && !result.ok && <ErrorLine message={result.message} />}
      {result?.ok && result.kind === 'uuid' && <Details inspection={result.inspection} readFrom={result.readFrom} />}
      {result?.ok && result.kind === 'other' && <OtherDetails other={result.other} />}
    </Panel>
  );
}
