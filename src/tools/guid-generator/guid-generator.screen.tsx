import { RefreshCw } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
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
  generateIds,
  isNameBased,
  isOtherId,
  joinUuids,
  type GenerateResult,
  type NameInput,
  type UuidFormat,
  type IdKind,
} from './guid-generator.logic';
import { countShape, formatShape, namesShape, otherIdOptionsShape, sharedShape, versionShape } from './guid-inputs';
import { GuidList } from './guid-list';
import { GuidOptions, type GuidSettings } from './guid-options';
import { cuid2Library, DEFAULT_OTHER_ID_OPTIONS, type OtherIdOptions } from './other-ids.logic';
import { failureDetail } from '@/lib/failure-detail';
import { UuidInspector } from './uuid-inspector';
import { formatCount } from '@contract/format-number';

const initialNames: NameInput = { namespace: 'dns', customNamespace: '', names: 'www.example.com' };

const NO_IDS: GenerateResult = { ok: true, items: [], note: null };
/** CUID2's library comes on first use: a CUID2 batch waits for it. */
const needsCuid2 = (version: IdKind) => version === 'cuid2' && !cuid2Library.loaded();

interface Batch {
  result: GenerateResult;
  /** Changes with every generation, so the list starts again at the top. */
  id: number;
  countNote: string | null;
}

export default function GuidGeneratorScreen() {
  const shared = useSharedState(sharedShape);
  const [version, setVersion] = useToolInput<IdKind>('version', 'v4', versionShape, { shared: shared?.version });
  const [count, setCount] = useToolInput('count', String(DEFAULT_COUNT), countShape, { shared: shared?.count });
  const [names, setNames] = useToolInput('names', initialNames, namesShape);
  const [format, setFormat] = useToolInput<UuidFormat>('format', defaultFormat, formatShape);
  const [other, setOther] = useToolInput<OtherIdOptions>('other-ids', DEFAULT_OTHER_ID_OPTIONS, otherIdOptionsShape);
  // A first batch on opening, so there is something to copy at once.
  const [batch, setBatch] = useState<Batch>(() => ({
    result: needsCuid2(version) ? NO_IDS : generateIds(version, clampCount(count).count, names, other),
    id: 0,
    countNote: null,
  }));

  const generate = (nextVersion = version, nextNames = names, nextOther = other) => {
    if (needsCuid2(nextVersion)) {
      cuid2Library.load().then(
        () => generate(nextVersion, nextNames, nextOther),
        (error: unknown) =>
          setBatch((previous) => ({ result: { ok: false, message: `Could not load CUID2: ${failureDetail(error)}.` }, id: previous.id + 1, countNote: null })),
      );
      return;
    }
    const clamped = clampCount(count);
    setCount(String(clamped.count));
    const result = generateIds(nextVersion, clamped.count, nextNames, nextOther);
    const countNote = isNameBased(nextVersion) || nextVersion === 'nil' || nextVersion === 'max' ? null : clamped.note;
    setBatch((previous) => ({ result, id: previous.id + 1, countNote }));
  };

  // A remembered CUID2 choice: its first batch comes once the library has (see cuid2Library).
  const [openedWithCuid2] = useState(() => needsCuid2(version));
  useEffect(() => {
    if (openedWithCuid2) generate();
    // Once, on opening: later choices generate through change().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openedWithCuid2]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    generate();
  };

  // A new version or new names show their UUIDs at once; v3 and v5 are deterministic, so this is live.
  const change = ({ version: nextVersion, count: nextCount, names: nextNames, format: nextFormat, other: nextOther }: Partial<GuidSettings>) => {
    if (nextCount !== undefined) setCount(nextCount);
    if (nextFormat) setFormat(nextFormat);
    if (nextVersion) setVersion(nextVersion);
    if (nextNames) setNames(nextNames);
    if (nextOther) setOther(nextOther);
    if (nextVersion || nextNames || nextOther) generate(nextVersion ?? version, nextNames ?? names, nextOther ?? other);
  };

  const items = batch.result.ok ? batch.result.items : [];
  // The format switches are a UUID's; another ID is shown as it was made.
  const shownFormat = isOtherId(version) ? defaultFormat : format;
  const allText = joinUuids(items, shownFormat);
  const note = batch.countNote ?? (batch.result.ok ? batch.result.note : null);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="min-w-0 space-y-4">
        <form onSubmit={onSubmit} noValidate className={`${CARD_CLASS} space-y-4 p-4`}>
          <GuidOptions value={{ version, count, names, format, other }} onChange={change} />
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
                {isOtherId(version) ? formatCount(items.length, 'ID', 'IDs') : formatCount(items.length, 'GUID', 'GUIDs')}
              </span>
              <ShareLinkButton state={{ version, count }} />
              <CopyButton text={allText} label="Copy all" />
              <DownloadButton
                fileName={isOtherId(version) ? `${version}s.txt` : `guids-${version}.txt`}
                mimeType="text/plain"
                content={items.length > 0 ? `${allText}\n` : ''}
                label="Download .txt"
              />
            </>
          }
        >
          {(note || !batch.result.ok) && (
            <div className="space-y-2 p-3">
              {note && <p className="text-sm text-amber-800 dark:text-amber-300">{note}</p>}
              <ErrorLine message={batch.result.ok ? null : batch.result.message} />
            </div>
          )}
          {items.length > 0 && <GuidList key={batch.id} items={items} format={shownFormat} />}
        </Panel>
      </div>
      <UuidInspector />
    </div>
  );
}
