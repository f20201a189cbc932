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
import { defaultXmlOptions, formatXml, type Indentation, type XmlFormatOptions, type XmlFormatRequest, type XmlFormatResult } from './xml-formatter.logic';
import { XmlTreePanel } from './xml-tree-panel';

const SAMPLE =
  '<?xml version="1.0" encoding="UTF-8"?><!-- A Maven project --><project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>com.example</groupId><artifactId>demo</artifactId><dependencies><dependency scope="test"><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId></dependency></dependencies><description>Says <b>hello</b> &amp; waves</description></project>';

/** Up to this many characters a format takes well under a frame; bigger inputs go to a worker. */
const INLINE_LIMIT = 256 * 1024;

const fileRules: FileRules = {
  mimeTypes: ['application/xml', 'text/xml', 'image/svg+xml', 'application/xhtml+xml', 'application/rss+xml', 'application/atom+xml', 'text/plain'],
  extensions: ['.xml', '.svg', '.xsd', '.xsl', '.xslt', '.xhtml', '.rss', '.atom', '.plist', '.csproj', '.config', '.txt'],
  maxBytes: 100 * 1024 * 1024,
  messages: { type: 'Please open an XML or text file (.xml, .svg, .txt).', size: 'This file is larger than 100 MB.' },
};

const indentationOptions: SelectOption[] = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
];

const viewOptions = [
  { value: 'text', label: 'Text' },
  { value: 'tree', label: 'Tree' },
] as const;

const optionsSchema = z.object({ indentation: z.enum(['2', '4', 'tab']), attributesPerLine: z.boolean() });
const inputShape = shapeOf(z.string());
const optionsShape = shapeOf<XmlFormatOptions>(optionsSchema);
// A share link carries the XML and the options (an alias, the options alone); it is checked like any untrusted input.
const sharedShape = shapeOf(z.object({ input: z.string().optional(), options: optionsSchema }));

interface Output {
  text: string;
  minified: boolean;
  summary: string;
}

interface Problem {
  message: string;
  position: SourcePosition | null;
}

function outputFileName(sourceName: string | null, minified: boolean): string {
  const base = sourceName?.replace(/\.[^.]+$/, '') || 'formatted';
  const extension = sourceName?.match(/\.[^.]+$/)?.[0] ?? '.xml';
  return `${base}${minified ? '.min' : sourceName ? '.formatted' : ''}${extension}`;
}

export default function XmlFormatterScreen() {
  const shared = useSharedState(sharedShape);
  const [input, setInput] = useToolInput('input', '', inputShape, { shared: shared?.input });
  const [options, setOptions] = useToolInput<XmlFormatOptions>('options', defaultXmlOptions, optionsShape, { shared: shared?.options });
  const [output, setOutput] = useState<Output | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [view, setView] = useState<'text' | 'tree'>('text');
  const { submit, discard, busy } = useLiveJob<XmlFormatRequest, XmlFormatResult>({
    compute: formatXml,
    createWorker: () => new Worker(new URL('./xml-formatter.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (request) => request.input.length > INLINE_LIMIT,
    failure: 'Could not format this XML',
    onResult: (result, request, elapsedMs) => {
      if (!result.ok) {
        setProblem({ message: result.message, position: result.position });
        setOutput(null);
        return;
      }
      setProblem(null);
      const verb = request.minify ? 'Minified' : 'Formatted';
      setOutput({ text: result.text, minified: request.minify, summary: `${verb} ${formatBytes(request.input.length)} in ${Math.round(elapsedMs)} ms` });
    },
    onError: (message) => {
      setProblem({ message, position: null });
      setOutput(null);
    },
  });

  // A shared link opens with its XML formatted.
  useEffect(() => {
    if (shared?.input) submit({ input: shared.input, minify: false, ...shared.options });
  }, [shared, submit]);

  const run = (text: string, next: XmlFormatOptions, minify: boolean) => submit({ input: text, minify, ...next });
  const format = () => run(input, options, false);
  const minify = () => run(input, options, true);
  // Changing an option re-formats what is shown, so the choice is seen at once.
  const changeOptions = (next: XmlFormatOptions) => {
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
            Format XML
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
              onChange={(event) => changeOptions({ ...options, indentation: event.target.value as Indentation })}
            />
          </Field>
          <Switch
            label="One attribute per line"
            checked={options.attributesPerLine}
            onChange={(attributesPerLine) => changeOptions({ ...options, attributesPerLine })}
          />
          <ShareLinkButton state={{ input, options }} />
        </>
      }
      onRun={format}
      shortcutHint="to format"
      input={{
        label: 'XML Input',
        placeholder: 'Paste XML here, drop an .xml or .svg file, or open one.',
        language: 'xml',
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
        dropLabel: 'Drop an XML file to open it',
      }}
      output={{
        label: 'Formatted XML',
        placeholder: 'Formatted XML appears here.',
        language: 'xml',
        value: output?.text ?? '',
        busy,
        busyLabel: 'Formatting…',
        overlay: view === 'tree' && output ? <XmlTreePanel text={output.text} /> : undefined,
        actions: <Segmented legend="View" hideLegend name="xml-view" value={view} options={viewOptions} onChange={setView} />,
        fileName: (sourceName) => outputFileName(sourceName, output?.minified ?? false),
        mimeType: 'application/xml',
        footer: output ? <span role="status">{output.summary}</span> : undefined,
      }}
      error={problem?.message ?? null}
      problem={problem?.position ? { position: problem.position, text: `Line ${problem.position.line}, column ${problem.position.column}` } : null}
    />
  );
}
