import { RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { CopyButton } from '@/components/copy-button';
import { DownloadButton } from '@/components/download-button';
import { ErrorLine } from '@/components/error-line';
import { CARD_CLASS, Panel } from '@/components/panel';
import { ShareLinkButton } from '@/components/share-link-button';
import { Button } from '@/components/ui/button';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
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
import { GuidOptions, type GuidSettings } from './guid-options';
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
  const change = ({ version: nextVersion, count: nextCount, names: nextNames, format: nextFormat }: Partial<GuidSettings>) => {
    if (nextCount !== undefined) setCount(nextCount);
    if (nextFormat) setFormat(nextFormat);
    if (nextVersion) setVersion(nextVersion);
    if (nextNames) setNames(nextNames);
    if (nextVersion || nextNames) generate(nextVersion ?? version, nextNames ?? names);
  };

  const items = batch.result.ok ? batch.result.items : [];
  const allText = joinUuids(items, format);
  const note = batch.countNote ?? (batch.result.ok ? batch.result.note : null);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="min-w-0 space-y-4">
        <form onSubmit={onSubmit} noValidate className={`${CARD_CLASS} space-y-4 p-4`}>
          <GuidOptions value={{ version, count, names, format }} onChange={change} />
          <Button type="submit" variant="primary" icon={RefreshCw}>
            Generate GUIDs
          </Button>
        </form>

        <Panel
          title="Results"
          flush
          actions={
            <>
              <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
                {formatCount(items.length, 'GUID', 'GUIDs')}
              </span>
              <ShareLinkButton state={{ version, count }} />
              <CopyButton text={allText} label="Copy all" />
              <DownloadButton fileName={`guids-${version}.txt`} mimeType="text/plain" content={items.length > 0 ? `${allText}\n` : ''} label="Download .txt" />
            </>
          }
        >
          {(note || !batch.result.ok) && (
            <div className="space-y-2 p-3">
              {note && <p className="text-sm text-amber-800 dark:text-amber-300">{note}</p>}
              <ErrorLine message={batch.result.ok ? null : batch.result.message} />
            </div>
          )}
          {items.length > 0 && <GuidList key={batch.id} items={items} format={format} />}
        </Panel>
      </div>
      <UuidInspector />
    </div>
  );
}
