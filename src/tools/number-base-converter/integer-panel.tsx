import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { ShareLinkButton } from '@/components/share-link-button';
import { useRun } from '@/hooks/use-run';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { type Conversion, convertNumber, type ConversionRequest } from './conversion.logic';
import { BASE_PREFIXES, baseName, isBase, MAX_BASE, MIN_BASE } from './number-base-converter.logic';
import { patternDigits } from './twos-complement.logic';
import { TableHead } from '@/components/table-head';

/** Up to this many characters every base is written inline in well under a frame; longer numbers go to a worker. */
const INLINE_LIMIT = 2_000;

const baseOptions = [
  { value: '2', label: 'Binary (2)' },
  { value: '8', label: 'Octal (8)' },
  { value: '10', label: 'Decimal (10)' },
  { value: '16', label: 'Hexadecimal (16)' },
  { value: '36', label: 'Base 36' },
  { value: '64', label: 'Base 64' },
  ...Array.from({ length: MAX_BASE - MIN_BASE + 1 }, (_, index) => index + MIN_BASE)
    .filter((base) => ![2, 8, 10, 16, 36, 64].includes(base))
    .map((base) => ({ value: String(base), label: `Base ${base}` })),
];

const integerShape = shapeOf(
  z.object({
    input: z.string().check(z.maxLength(200_000)),
    base: z.int().check(z.minimum(MIN_BASE), z.maximum(MAX_BASE)),
    otherBase: z.int().check(z.minimum(MIN_BASE), z.maximum(MAX_BASE)),
    group: z.boolean(),
    uppercase: z.boolean(),
  }),
);

const defaultInteger: ConversionRequest = { input: '255', base: 10, otherBase: 62, group: false, uppercase: true };

const cell = 'px-3 py-1.5 text-left align-top';

export function IntegerPanel() {
  const shared = useSharedState(integerShape);
  const [request, setRequest] = useToolInput<ConversionRequest>('integer', defaultInteger, integerShape, { shared });
  const [result, setResult] = useState<Conversion | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, busy, failed } = useRun<ConversionRequest, Conversion>({
    compute: convertNumber,
    createWorker: () => new Worker(new URL('./number-base-converter.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: ({ input }) => input.length > INLINE_LIMIT,
    failure: 'Could not convert this number',
    onResult: (conversion) => {
      setFailure(null);
      setResult(conversion);
    },
    onError: setFailure,
  });
  useEffect(() => submit(request), [request, submit]);

  const change = (patch: Partial<ConversionRequest>) => setRequest((previous) => ({ ...previous, ...patch }));
  // After bad input or a failed job the last good result is not shown as if it were current.
  const shown = result?.ok && !failed ? result : null;
  const problem = failure ?? (result && !result.ok && request.input.trim() !== '' ? result.message : null);

  return (
    <section aria-labelledby="integer-heading" className="space-y-4">
      <h2 id="integer-heading" className="text-lg font-semibold">
        Integer
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Number" className="min-w-64 flex-1">
          <Input code value={request.input} onValue={(input) => change({ input })} placeholder="255, 0xff, 0b1111_1111 or a number of any length" />
        </Field>
        <Field label="From base">
          <Select value={String(request.base)} options={baseOptions} onValue={(base) => change({ base: Number(base) })} />
        </Field>
        <Field label="Also show base">
          <Select value={String(request.otherBase)} options={baseOptions} onValue={(base) => change({ otherBase: Number(base) })} />
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <Switch label="Group digits" checked={request.group} onChange={(group) => change({ group })} />
        <Switch label="Upper-case letters" checked={request.uppercase} onChange={(uppercase) => change({ uppercase })} />
        <ShareLinkButton state={request} />
        {busy && <StatusLine busy>Converting…</StatusLine>}
      </div>
      <ErrorLine message={problem} />
      {shown?.readAs && (
        <StatusLine>
          Read as {baseName(shown.readAs)}: its {BASE_PREFIXES[shown.readAs]} prefix names the base.
        </StatusLine>
      )}

      {shown && isBase(request.base) && (
        <>
          <Panel flush>
            <dl className="divide-y divide-slate-200 dark:divide-slate-800">
              {shown.rows.map((row) => (
                <div key={row.base} className="flex items-start gap-3 px-3 py-2">
                  <dt className="w-32 shrink-0 text-sm font-medium text-slate-600 dark:text-slate-400">{row.label}</dt>
                  <dd className="flex min-w-0 flex-1 items-start gap-3">
                    <span className="min-w-0 flex-1 font-mono text-sm break-all" data-testid={`base-${row.base}`}>
                      {row.text}
                    </span>
                    <CopyButton text={row.text} ariaLabel={`Copy ${row.label.toLowerCase()}`} />
                  </dd>
                </div>
              ))}
            </dl>
          </Panel>

          <Panel flush className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="px-3 py-2 text-left font-medium">Two's complement (fixed width)</caption>
              <TableHead className="bg-slate-50 dark:bg-slate-900" cellClassName={cell} columns={['Width', 'Hexadecimal', 'Binary', 'Signed', 'Unsigned']} />
              <tbody className="divide-y divide-slate-200 font-mono dark:divide-slate-800">
                {shown.widths.map((view) => (
                  <tr key={view.bits}>
                    <th scope="row" className={`${cell} font-sans`}>
                      {view.bits} bits
                    </th>
                    {view.pattern === null ? (
                      <td colSpan={4} className={`${cell} font-sans text-slate-600 dark:text-slate-400`}>
                        Does not fit in {view.bits} bits
                      </td>
                    ) : (
                      <>
                        <td className={cell}>{patternDigits(view.pattern, view.bits, 16).toUpperCase()}</td>
                        <td className={`${cell} break-all`}>{patternDigits(view.pattern, view.bits, 2)}</td>
                        <td className={cell}>{String(view.signed)}</td>
                        <td className={cell}>{String(view.unsigned)}</td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </Panel>
        </>
      )}
    </section>
  );
}
