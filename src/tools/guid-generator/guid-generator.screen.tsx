import { Download, RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { ShareLinkButton } from '@/components/share-link-button';
import { Button } from '@/components/ui/button';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { downloadText } from '@/lib/download';
import {
  clampCount,
  DEFAULT_COUNT,
  defaultFormat,
  generateUuids,
  isNameBased,
  joinUuids,
  type GenerateResult,
  type NameInput,
  type UuidFormat,
  type UuidVersion,
} from './guid-generator.logic';
import { countShape, formatShape, namesShape, sharedShape, versionShape } from './guid-inputs';
import { GuidList } from './guid-list';
import { GuidOptions } from './guid-options';
import { UuidInspector } from './uuid-inspector';
import { formatCount } from '@contract/format-number';

const initialNames: NameInput = { namespace: 'dns', customNamespace: '', names: 'www.example.com' };

interface Batch {
  result: GenerateResult;
  /** Changes with every generation, so the list starts again at the top. */
  id: number;
  countNote: string | null;
}

export default function GuidGeneratorScreen() {
  const shared = useSharedState(sharedShape);
  const [version, setVersion] = useToolInput<UuidVersion>('version', 'v4', versionShape, { shared: shared?.version });
  const [count, setCount] = useToolInput('count', String(DEFAULT_COUNT), countShape, { shared: shared?.count });
  const [names, setNames] = useToolInput('names', initialNames, namesShape);
  const [format, setFormat] = useToolInput<UuidFormat>('format', defaultFormat, formatShape);
  // A first batch on opening, so there is something to copy at once.
  const [batch, setBatch] = useState<Batch>(() => ({ result: generateUuids(version, clampCount(count).count, names), id: 0, countNote: null }));

  const generate = (nextVersion = version, nextNames = names) => {
    const clamped = clampCount(count);
    setCount(String(clamped.count));
    const result = generateUuids(nextVersion, clamped.count, nextNames);
    const countNote = isNameBased(nextVersion) || nextVersion === 'nil' || nextVersion === 'max' ? null : clamped.note;
    setBatch((previous) => ({ result, id: previous.id + 1, countNote }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    generate();
  };

  // A new version or new names show their UUIDs at once; v3 and v5 are deterministic, so this is live.
  const changeVersion = (next: UuidVersion) => {
    setVersion(next);
    generate(next);
  };
  const changeNames = (next: NameInput) => {
    setNames(next);
    generate(version, next);
  };

  const items = batch.result.ok ? batch.result.items : [];
  const allText = joinUuids(items, format);
  const note = batch.countNote ?? (batch.result.ok ? batch.result.note : null);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="min-w-0 space-y-4">
        <form
          onSubmit={onSubmit}
          noValidate
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <GuidOptions
            version={version}
            onVersion={changeVersion}
            count={count}
            onCount={setCount}
            names={names}
            onNames={changeNames}
            format={format}
            onFormat={setFormat}
          />
          <Button type="submit" variant="primary">
            <RefreshCw aria-hidden="true" className="size-4" /> Generate GUIDs
          </Button>
        </form>

        <section aria-labelledby="guid-results-title" className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="guid-results-title" className="font-semibold">
              Results
            </h2>
            <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
              {formatCount(items.length, 'GUID', 'GUIDs')}
            </span>
            <div className="ml-auto flex gap-2">
              <ShareLinkButton state={{ version, count }} />
              <CopyButton text={allText} label="Copy all" />
              <Button onClick={() => downloadText(`guids-${version}.txt`, `${allText}\n`, 'text/plain')} disabled={items.length === 0}>
                <Download aria-hidden="true" className="size-4" /> Download .txt
              </Button>
            </div>
          </div>
          {note && <p className="text-sm text-amber-800 dark:text-amber-300">{note}</p>}
          <ErrorLine message={batch.result.ok ? null : batch.result.message} />
          {items.length > 0 && <GuidList key={batch.id} items={items} format={format} />}
        </section>
      </div>
      <UuidInspector />
    </div>
  );
}
