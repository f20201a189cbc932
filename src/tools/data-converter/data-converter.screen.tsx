import { useMemo, useState } from 'react';
import { OutputNotes } from '@/components/output-notes';
import { ShareLinkButton } from '@/components/share-link-button';
import { SideBySide } from '@/components/side-by-side';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { textFile } from '@/lib/files';
import { MAX_REMEMBERED_CHARS } from '@/lib/remember-inputs';
import { FORMAT_LABELS, formatOfFileName, type ConvertOptions, type Format } from './convert.logic';
import { ConverterOptions } from './converter-options';
import { DEFAULT_STATE, fromPreset, presetShape, storedShape, type ConverterState, type Side } from './converter-state';
import { DataPane } from './data-pane';
import { SAMPLES } from './samples';
import { useConversion } from './use-conversion';
import { XmlConventionHelp } from './xml-convention-help';

const fileRules = textFile({
  kind: 'JSON, YAML, TOML, XML, CSV, TSV or JSON Lines',
  extensions: ['.json', '.yaml', '.yml', '.toml', '.xml', '.csv', '.tsv', '.tab', '.jsonl', '.ndjson', '.txt'],
  named: ['.json', '.yaml', '.toml', '.xml', '.csv', '.jsonl'],
  mimeTypes: [
    'application/json',
    'application/yaml',
    'application/x-yaml',
    'text/yaml',
    'application/toml',
    'application/xml',
    'text/xml',
    'text/csv',
    'text/tab-separated-values',
  ],
  maxMB: 50,
});

/** A big text is never kept on the device (localStorage holds about 5 MB), nor serialised on every edit to find that out. */
const keepSmall = (state: ConverterState): ConverterState => (state.text.length > MAX_REMEMBERED_CHARS ? { ...state, text: '' } : state);

// CodeMirror hands back "\n" line ends: a value it echoes with CRLF normalised is not an edit.
const sameText = (edited: string, shown: string) => edited === shown || edited === shown.replace(/\r\n?/g, '\n');

export default function DataConverterScreen() {
  const preset = useSharedState(presetShape);
  const shared = useMemo(() => (preset ? fromPreset(preset) : undefined), [preset]);
  const [state, setState] = useToolInput<ConverterState>('converter', DEFAULT_STATE, storedShape, { shared, keep: keepSmall });
  const [fileName, setFileName] = useState<string | null>(null);
  const conversion = useConversion(state);
  const { from, to, side } = state;

  // Right after a format change the last output is in the old format: the pane stays empty until the new one arrives.
  const generatedFormat = side === 'from' ? to : from;
  const output = conversion.outputFormat === generatedFormat ? conversion.output : '';
  const texts: Record<Side, string> = side === 'from' ? { from: state.text, to: output } : { from: output, to: state.text };
  const patch = (change: Partial<ConverterState>) => setState((previous) => ({ ...previous, ...change }));
  const edit = (pane: Side) => (text: string) => {
    if (pane !== side && sameText(text, texts[pane])) return;
    patch({ text, side: pane });
  };
  const swap = () => patch({ from: to, to: from, text: texts.to, side: 'from' });
  const open = (text: string, name: string) => {
    setFileName(name.replace(/\.[^.]*$/, ''));
    const detected = formatOfFileName(name);
    setState((previous) => ({ ...previous, text, side: 'from', from: detected ?? previous.from, to: detected === previous.to ? previous.from : previous.to }));
  };
  const baseName = fileName ?? 'data';

  const pane = (which: Side) => {
    const format: Format = which === 'from' ? from : to;
    const generated = which !== side;
    return (
      <DataPane
        label={`${which === 'from' ? 'From' : 'To'}: ${FORMAT_LABELS[format]}`}
        format={format}
        value={texts[which]}
        onChange={edit(which)}
        generated={generated}
        busy={conversion.busy}
        error={generated ? null : (conversion.failure?.message ?? null)}
        problem={generated ? null : (conversion.failure?.position ?? null)}
        baseName={baseName}
        sample={SAMPLES[format]}
        onClear={() => patch({ text: '', side: which })}
        file={which === 'from' ? { rules: fileRules, dropLabel: 'Drop a file to convert it', onOpen: open } : undefined}
        notes={
          generated && (
            <>
              {conversion.stale && texts[which] !== '' && (
                <p className="text-sm text-amber-800 dark:text-amber-300">Not updated: this is the conversion of the last valid text on the other side.</p>
              )}
              {!conversion.stale && <OutputNotes title="Conversion notes" items={conversion.notes} />}
            </>
          )
        }
      />
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ConverterOptions
          from={from}
          to={to}
          options={state.options}
          onFormats={(nextFrom, nextTo) => patch({ from: nextFrom, to: nextTo })}
          onSwap={swap}
          onOptions={(change: Partial<ConvertOptions>) => patch({ options: { ...state.options, ...change } })}
        />
        <ShareLinkButton state={state} />
      </div>
      <SideBySide>
        {pane('from')}
        {pane('to')}
      </SideBySide>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Type in either pane: the other follows. Big integers and key order are kept, and so are comments between YAML, TOML and XML.
      </p>
      <XmlConventionHelp />
    </div>
  );
}
