import type { SourcePosition } from '@contract/position';
import { Minimize2, Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ShareLinkButton } from '@/components/share-link-button';
import { TransformShell } from '@/components/transform-shell';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { Select, type SelectOption } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useLiveJob } from '@/hooks/use-live-job';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { formatBytes, type FileRules } from '@/lib/files';
import { shapeOf } from '@/lib/stored-value';
import {
  defaultYamlOptions,
  formatYaml,
  type YamlFormatOptions,
  type YamlFormatRequest,
  type YamlFormatResult,
  type YamlIndentation,
} from './yaml-formatter.logic';
import { YamlPitfallNotes } from './yaml-pitfall-notes';
import type { YamlPitfall } from './yaml-pitfalls.logic';
import { YamlTreePanel } from './yaml-tree-panel';

const SAMPLE = `# A service and its settings
service: {name: web, port: 8080}
replicas: 3
defaults: &defaults
    restart: always
    timeout: 30
workers:
  - <<: *defaults
    name: mailer
  - <<: *defaults
    name: thumbnails
script: |
  npm ci
  npm test
debug: no
`;

/** Up to this many characters a format takes well under a frame; bigger inputs go to a worker. */
const INLINE_LIMIT = 256 * 1024;

const fileRules: FileRules = {
  mimeTypes: ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml', 'text/plain'],
  extensions: ['.yaml', '.yml', '.txt'],
  maxBytes: 100 * 1024 * 1024,
  messages: { type: 'Please open a YAML or text file (.yaml, .yml, .txt).', size: 'This file is larger than 100 MB.' },
};

// YAML forbids tabs for indentation, so there is no Tab choice.
const indentationOptions: SelectOption[] = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
];

const viewOptions = [
  { value: 'text', label: 'Text' },
  { value: 'tree', label: 'Tree' },
] as const;

const optionsSchema = z.object({ indentation: z.enum(['2', '4']), sortKeys: z.boolean() });
const inputShape = shapeOf(z.string());
const optionsShape = shapeOf<YamlFormatOptions>(optionsSchema);
// A share link carries the YAML and the options (an alias, the options alone); it is checked like any untrusted input.
const sharedShape = shapeOf(z.object({ input: z.string().optional(), options: optionsSchema }));

interface Output {
  text: string;
  minified: boolean;
  summary: string;
  pitfalls: YamlPitfall[];
}

interface Problem {
  message: string;
  position: SourcePosition | null;
}

function outputFileName(sourceName: string | null, minified: boolean): string {
  const base = sourceName?.replace(/\.[^.]+$/, '') || 'formatted';
  const extension = sourceName?.match(/\.ya?ml$/i)?.[0] ?? '.yaml';
  return `${base}${minified ? '.min' : sourceName ? '.formatted' : ''}${extension}`;
}

export default function YamlFormatterScreen() {
  const shared = useSharedState(sharedShape);
  const [input, setInput] = useToolInput('input', '', inputShape, { shared: shared?.input });
  const [options, setOptions] = useToolInput<YamlFormatOptions>('options', defaultYamlOptions, optionsShape, { shared: shared?.options });
  const [output, setOutput] = useState<Output | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [view, setView] = useState<'text' | 'tree'>('text');
  const { submit, discard, busy } = useLiveJob<YamlFormatRequest, YamlFormatResult>({
    compute: formatYaml,
    createWorker: () => new Worker(new URL('./yaml-formatter.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (request) => request.input.length > INLINE_LIMIT,
    failure: 'Could not format this YAML',
    onResult: (result, request, elapsedMs) => {
      if (!result.ok) {
        setProblem({ message: result.message, position: result.position });
        setOutput(null);
        return;
      }
      setProblem(null);
      const verb = request.minify ? 'Minified' : 'Formatted';
      const documents = result.documents === 1 ? '' : ` (${result.documents} documents)`;
      setOutput({
        text: result.text,
        minified: request.minify,
        summary: `${verb} ${formatBytes(request.input.length)}${documents} in ${Math.round(elapsedMs)} ms`,
        pitfalls: result.pitfalls,
      });
    },
    onError: (message) => {
      setProblem({ message, position: null });
      setOutput(null);
    },
  });

  // A shared link opens with its YAML formatted.
  useEffect(() => {
    if (shared?.input) submit({ input: shared.input, minify: false, ...shared.options });
  }, [shared, submit]);

  const run = (text: string, next: YamlFormatOptions, minify: boolean) => submit({ input: text, minify, ...next });
  const format = () => run(input, options, false);
  const minify = () => run(input, options, true);
  // Changing an option re-formats what is shown, so the choice is seen at once.
  const changeOptions = (next: YamlFormatOptions) => {
    setOptions(next);
    if (output) run(input, next, output.minified);
  };
  const open = (text: string) => {
    setInput(text);
    run(text, options, false);
  };

  return (
    <TransformShell
      actions={
        <>
          <Button variant="primary" icon={Sparkles} busy={busy} busyLabel="Formatting..." onClick={format} aria-keyshortcuts="Control+Enter Meta+Enter">
            Format YAML
          </Button>
          <Button onClick={minify} disabled={busy}>
            <Minimize2 aria-hidden="true" className="size-4" /> Minify
          </Button>
          {busy && (
            <Button onClick={discard}>
              <X aria-hidden="true" className="size-4" /> Cancel
            </Button>
          )}
          <Field label="Indentation" inline className="ml-2">
            <Select
              value={options.indentation}
              options={indentationOptions}
              onChange={(event) => changeOptions({ ...options, indentation: event.target.value as YamlIndentation })}
            />
          </Field>
          <Switch label="Sort keys" checked={options.sortKeys} onChange={(sortKeys) => changeOptions({ ...options, sortKeys })} />
          <ShareLinkButton state={{ input, options }} />
        </>
      }
      onRun={format}
      shortcutHint="to format"
      input={{
        label: 'YAML Input',
        placeholder: 'Paste YAML here, drop a .yaml or .yml file, or open one.',
        language: 'yaml',
        value: input,
        onChange: setInput,
        onOpen: open,
        sample: SAMPLE,
        onClear: () => {
          discard();
          setProblem(null);
          setOutput(null);
        },
        fileRules,
        dropLabel: 'Drop a YAML file to open it',
      }}
      output={{
        label: 'Formatted YAML',
        placeholder: 'Formatted YAML appears here.',
        language: 'yaml',
        value: output?.text ?? '',
        busy,
        busyLabel: 'Formatting…',
        overlay: view === 'tree' && output ? <YamlTreePanel text={output.text} /> : undefined,
        actions: <Segmented legend="View" hideLegend name="yaml-view" value={view} options={viewOptions} onChange={setView} />,
        fileName: (sourceName) => outputFileName(sourceName, output?.minified ?? false),
        mimeType: 'application/yaml',
        footer: output ? <span role="status">{output.summary}</span> : undefined,
      }}
      error={problem?.message ?? null}
      problem={problem?.position ? { position: problem.position, text: `Line ${problem.position.line}, column ${problem.position.column}` } : null}
      outputNotes={output && !busy ? <YamlPitfallNotes pitfalls={output.pitfalls} /> : undefined}
    />
  );
}
