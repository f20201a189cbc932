import { Wand2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { FormatActions } from '@/components/format-actions';
import { formatterPage } from '@/components/formatter-page';
import { TwoPaneScreen } from '@/components/two-pane-page';
import type { FormatProblem } from '@/hooks/use-format-job';
import { failureDetail } from '@/lib/failure-detail';
import { formatSummary } from '@/lib/formatted-output';
import { indentations } from '@/lib/indentation';
import { defaultFormatOptions, type FormatOptions } from './json-beautifier.logic';
import { formatOptionsShape } from './json-options.logic';
import { JsonTreePanel } from './json-tree-panel';
import type { RepairChange } from './repair.logic';
import { RepairPreview } from './repair-preview';
import { useJsonJob } from './use-json-job';

const SAMPLE =
  '{"name":"DevDeck","version":1,"private":true,"tools":[{"id":"json-beautifier","local":true},{"id":"jwt-debugger","local":true}],"maintainers":null,"id":12345678901234567890}';

const page = formatterPage({
  format: 'JSON',
  language: 'json',
  placeholder: 'Paste JSON here, drop a .json file, or open one.',
  files: {
    extensions: ['.json', '.txt', '.geojson', '.jsonc', '.json5', '.map'],
    named: ['.json', '.txt'],
    mimeTypes: ['application/json', 'application/geo+json', 'application/ld+json'],
  },
  sample: SAMPLE,
  extension: '.json',
  mimeType: 'application/json',
  shortcut: 'to beautify',
  tree: JsonTreePanel,
});

interface Output {
  text: string;
  minified: boolean;
  summary: string;
}

interface PendingRepair {
  repaired: string;
  changeCount: number;
  changes: RepairChange[] | null;
}

// What may come back from this device's storage, when the visitor opted in to remembering inputs.
const inputShape = shapeOf(z.string());
/** IT-Tools' `json-minify` opens the tool with Minify as its main action (Ctrl+Enter, opened files). */
const minifyFirstShape = shapeOf(z.object({ minify: z.literal(true) }));

export default function JsonBeautifierScreen() {
  const [input, setInput] = useToolInput('input', '', inputShape);
  const [options, setOptions] = useToolInput<FormatOptions>('options', defaultFormatOptions, formatOptionsShape);
  const [output, setOutput] = useState<Output | null>(null);
  const [problem, setProblem] = useState<FormatProblem | null>(null);
  const [repair, setRepair] = useState<PendingRepair | null>(null);
  const { run, cancel, busy } = useJsonJob();
  const minifyFirst = useSharedState(minifyFirstShape)?.minify === true;

  const format = useCallback(
    async (text: string, formatOptions: FormatOptions) => {
      setProblem(null);
      setRepair(null);
      setOutput(null);
      try {
        const outcome = await run({ kind: 'format', input: text, options: formatOptions });
        if (!outcome || outcome.result.kind !== 'format') return;
        const { result } = outcome.result;
        if (!result.ok) {
          setProblem({ message: result.message, position: result.position });
          return;
        }
        setOutput({ text: result.text, minified: formatOptions.minify, summary: formatSummary(formatOptions.minify, text.length, outcome.elapsedMs) });
      } catch (error) {
        setProblem({ message: failureDetail(error), position: null });
      }
    },
    [run],
  );

  const beautify = () => void format(input, { ...options, minify: false });
  const minify = () => void format(input, { ...options, minify: true });
  const runMain = minifyFirst ? minify : beautify;

  const startRepair = async () => {
    setProblem(null);
    setRepair(null);
    try {
      const outcome = await run({ kind: 'repair', input });
      if (!outcome || outcome.result.kind !== 'repair') return;
      const { result } = outcome.result;
      if (result.ok) setRepair({ repaired: result.repaired, changeCount: result.changeCount, changes: result.changes });
      else setProblem({ message: result.message, position: null });
    } catch (error) {
      setProblem({ message: failureDetail(error), position: null });
    }
  };

  const acceptRepair = () => {
    if (!repair) return;
    setInput(repair.repaired);
    void format(repair.repaired, { ...options, minify: false });
  };

  // Changing an option re-formats what is shown, so the choice is seen at once.
  const changeOptions = (next: FormatOptions) => {
    setOptions(next);
    if (output) void format(input, { ...next, minify: output.minified });
  };

  const open = (text: string) => {
    setInput(text);
    void format(text, { ...options, minify: minifyFirst });
  };

  return (
    <TwoPaneScreen
      page={minifyFirst ? { ...page, shortcut: 'to minify' } : page}
      options={{ minified: output?.minified ?? false }}
      input={input}
      onInput={setInput}
      onOpen={open}
      onClear={() => {
        setProblem(null);
        setRepair(null);
      }}
      output={output?.text ?? ''}
      busy={busy}
      run={runMain}
      actions={
        <FormatActions
          label="Beautify JSON"
          busyLabel="Beautifying..."
          job={{ busy, format: beautify, minify, cancel, changeOptions }}
          options={options}
          indentations={indentations}
          primary={minifyFirst ? 'minify' : 'format'}
          moreActions={
            <Button
              icon={Wand2}
              onClick={() => void startRepair()}
              disabled={busy}
              title="Fix trailing commas, single quotes, comments, unquoted keys and more"
            >
              Repair
            </Button>
          }
        >
          <Switch label="Sort keys" checked={options.sortKeys} onChange={(sortKeys) => changeOptions({ ...options, sortKeys })} />
        </FormatActions>
      }
      error={problem?.message ?? null}
      problem={problem?.position}
      footer={output ? <span role="status">{output.summary}</span> : undefined}
    >
      {repair && <RepairPreview changeCount={repair.changeCount} changes={repair.changes} onAccept={acceptRepair} onDiscard={() => setRepair(null)} />}
    </TwoPaneScreen>
  );
}
