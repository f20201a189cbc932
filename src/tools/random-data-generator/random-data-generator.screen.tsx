import { useEffect, useMemo, useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { ErrorLine } from '@/components/error-line';
import { ShareLinkButton } from '@/components/share-link-button';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { numberTextShape, settingsShape, sharedShape } from './generator-inputs';
import { GeneratorOptions, type Settings } from './generator-options';
import { DEFAULT_TABLE_NAME, formatRows, isTableFormat, OUTPUT_FORMATS } from './output-format.logic';
import {
  DEFAULT_COUNT,
  DEFAULT_DATA_TYPE,
  DEFAULT_LOCALE,
  itemCountLabel,
  LOCALES,
  MAX_COUNT,
  randomSeed,
  readCount,
  readSeed,
  tableFields,
  type DataTypeKey,
} from './random-data-generator.logic';
import { useGenerator } from './use-generator';
import { formatNumber } from '@contract/format-number';

const initialSettings: Settings = {
  type: DEFAULT_DATA_TYPE,
  locale: DEFAULT_LOCALE,
  format: 'lines',
  extras: [],
  tableName: DEFAULT_TABLE_NAME,
  exampleEmails: false,
  csvSafe: true,
};

const CAPPED_NOTE = `Capped at ${formatNumber(MAX_COUNT)}, the most generated at once.`;

function fieldsOf(settings: Settings): DataTypeKey[] {
  return isTableFormat(settings.format) ? tableFields(settings.type, settings.extras) : [settings.type];
}

const sameFields = (a: readonly DataTypeKey[], b: readonly DataTypeKey[]) => a.length === b.length && a.every((key, index) => key === b[index]);

export default function RandomDataGeneratorScreen() {
  const shared = useSharedState(sharedShape);
  const [settings, setSettings] = useToolInput<Settings>('settings', initialSettings, settingsShape, { shared: shared?.settings });
  const [countText, setCountText] = useToolInput('count', String(DEFAULT_COUNT), numberTextShape, { shared: shared?.count });
  const [countNote, setCountNote] = useState<string | null>(null);
  const [seedText, setSeedText] = useToolInput('seed', '', numberTextShape, { shared: shared?.seed });
  const [seedError, setSeedError] = useState<string | null>(null);
  const { data: finished, request: lastRequest, busy, failure, generate } = useGenerator();
  // After a failed run the data shown would be an earlier run's: none is shown, so none is copied or downloaded as this one.
  const data = failure ? null : finished;

  // The spec: it generates once on opening, here with the settings a link or this device brought.
  const [opening] = useState(() => ({ settings, count: readCount(countText).count, seed: readSeed(seedText) }));
  useEffect(() => {
    const { settings: first, count, seed } = opening;
    generate({
      fields: fieldsOf(first),
      count,
      seed: seed.kind === 'fixed' ? seed.seed : randomSeed(),
      locale: first.locale,
      exampleEmails: first.exampleEmails,
    });
  }, [generate, opening]);

  const onGenerate = () => {
    const seed = readSeed(seedText);
    if (seed.kind === 'invalid') {
      setSeedError(seed.message);
      return;
    }
    setSeedError(null);
    const { count, capped } = readCount(countText);
    setCountText(String(count));
    setCountNote(capped ? CAPPED_NOTE : null);
    generate({
      fields: fieldsOf(settings),
      count,
      seed: seed.kind === 'fixed' ? seed.seed : randomSeed(),
      locale: settings.locale,
      exampleEmails: settings.exampleEmails,
    });
  };

  // A new type, locale, email domain or set of columns regenerates at once with the same seed and count; a new format only re-renders.
  const changeSettings = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    if (!lastRequest) return;
    const fields = fieldsOf(next);
    const { locale, exampleEmails } = next;
    if (!sameFields(fields, lastRequest.fields) || locale !== lastRequest.locale || exampleEmails !== lastRequest.exampleEmails) {
      generate({ ...lastRequest, fields, locale, exampleEmails });
    }
  };

  const output = useMemo(
    () =>
      data
        ? formatRows({ format: settings.format, fields: data.request.fields, rows: data.rows, tableName: settings.tableName, csvSafe: settings.csvSafe })
        : null,
    [data, settings.format, settings.tableName, settings.csvSafe],
  );
  const text = output?.ok ? output.text : '';
  const format = OUTPUT_FORMATS.find((entry) => entry.value === settings.format) ?? OUTPUT_FORMATS[0];
  const shownSeed = data?.request.seed;

  return (
    <div className="space-y-4">
      <GeneratorOptions
        settings={settings}
        onSettings={changeSettings}
        countText={countText}
        onCountText={setCountText}
        countNote={countNote}
        seedText={seedText}
        onSeedText={setSeedText}
        seedInvalid={seedError !== null}
        hasEmails={fieldsOf(settings).includes('internet.email')}
        busy={busy}
        onGenerate={onGenerate}
      />
      <ErrorLine message={seedError ?? failure ?? (output && !output.ok ? output.message : null)} />

      <DocumentPane
        label={data ? `Output (${itemCountLabel(data.rows.length)})` : 'Output'}
        value={text}
        readOnly
        language={settings.format === 'json' ? 'json' : 'text'}
        placeholder="Generated data appears here."
        generated
        busy={busy ? 'Generating…' : null}
        copy
        download={{ fileName: `random-data.${format.extension}`, mimeType: format.mimeType }}
        actions={<ShareLinkButton state={{ settings, count: countText, seed: shownSeed === undefined ? seedText : String(shownSeed) }} />}
        footer={
          data && shownSeed !== undefined ? (
            <span className="flex flex-wrap items-center gap-2">
              <span>
                Seed <span className="font-mono">{shownSeed}</span> · {LOCALES.find((locale) => locale.value === data.request.locale)?.label}
              </span>
              {seedText.trim() !== String(shownSeed) && (
                <button type="button" className="underline hover:text-indigo-600 dark:hover:text-indigo-400" onClick={() => setSeedText(String(shownSeed))}>
                  Keep this seed
                </button>
              )}
            </span>
          ) : undefined
        }
      />
    </div>
  );
}
