import { useState } from 'react';
import * as z from 'zod/mini';
import { FormatActions } from '@/components/format-actions';
import { ShareLinkButton } from '@/components/share-link-button';
import { TransformShell } from '@/components/transform-shell';
import { Segmented } from '@/components/ui/segmented';
import { Switch } from '@/components/ui/switch';
import { useFormatJob } from '@/hooks/use-format-job';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import type { FileRules } from '@/lib/files';
import { formattedFileName } from '@/lib/formatted-output';
import { shapeOf } from '@/lib/stored-value';
import { defaultXmlOptions, formatXml, type XmlFormatOptions } from './xml-formatter.logic';
import { XmlTreePanel } from './xml-tree-panel';

const SAMPLE =
  '<?xml version="1.0" encoding="UTF-8"?><!-- A Maven project --><project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>com.example</groupId><artifactId>demo</artifactId><dependencies><dependency scope="test"><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId></dependency></dependencies><description>Says <b>hello</b> &amp; waves</description></project>';

const fileRules: FileRules = {
  mimeTypes: ['application/xml', 'text/xml', 'image/svg+xml', 'application/xhtml+xml', 'application/rss+xml', 'application/atom+xml', 'text/plain'],
  extensions: ['.xml', '.svg', '.xsd', '.xsl', '.xslt', '.xhtml', '.rss', '.atom', '.plist', '.csproj', '.config', '.txt'],
  maxBytes: 100 * 1024 * 1024,
  messages: { type: 'Please open an XML or text file (.xml, .svg, .txt).', size: 'This file is larger than 100 MB.' },
};

const viewOptions = [
  { value: 'text', label: 'Text' },
  { value: 'tree', label: 'Tree' },
] as const;

const optionsSchema = z.object({ indentation: z.enum(['2', '4', 'tab']), attributesPerLine: z.boolean() });
const inputShape = shapeOf(z.string());
const optionsShape = shapeOf<XmlFormatOptions>(optionsSchema);
// A share link carries the XML and the options (an alias, the options alone); it is checked like any untrusted input.
const sharedShape = shapeOf(z.object({ input: z.optional(z.string()), options: optionsSchema }));

const INDENTATIONS = ['2', '4', 'tab'] as const;

export default function XmlFormatterScreen() {
  const shared = useSharedState(sharedShape);
  const [input, setInput] = useToolInput('input', '', inputShape, { shared: shared?.input });
  const [options, setOptions] = useToolInput<XmlFormatOptions>('options', defaultXmlOptions, optionsShape, { shared: shared?.options });
  const [view, setView] = useState<'text' | 'tree'>('text');
  const job = useFormatJob({
    input: [input, setInput],
    options: [options, setOptions],
    shared,
    compute: formatXml,
    createWorker: () => new Worker(new URL('./xml-formatter.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not format this XML',
  });
  const output = job.output;

  return (
    <TransformShell
      actions={
        <FormatActions label="Format XML" job={job} options={options} indentations={INDENTATIONS}>
          <Switch
            label="One attribute per line"
            checked={options.attributesPerLine}
            onChange={(attributesPerLine) => job.changeOptions({ ...options, attributesPerLine })}
          />
          <ShareLinkButton state={{ input, options }} />
        </FormatActions>
      }
      onRun={job.format}
      shortcutHint="to format"
      input={{
        label: 'XML Input',
        placeholder: 'Paste XML here, drop an .xml or .svg file, or open one.',
        language: 'xml',
        value: input,
        onChange: setInput,
        onOpen: job.open,
        sample: SAMPLE,
        onClear: job.clear,
        fileRules,
        dropLabel: 'Drop an XML file to open it',
      }}
      output={{
        label: 'Formatted XML',
        placeholder: 'Formatted XML appears here.',
        language: 'xml',
        value: output?.result.text ?? '',
        busy: job.busy,
        busyLabel: 'Formatting…',
        overlay: view === 'tree' && output ? <XmlTreePanel text={output.result.text} /> : undefined,
        actions: <Segmented legend="View" hideLegend name="xml-view" value={view} options={viewOptions} onChange={setView} />,
        // An opened .svg or .xsd downloads under its own extension.
        fileName: (sourceName) => formattedFileName(sourceName, output?.minified ?? false, sourceName?.match(/\.[^.]+$/)?.[0] ?? '.xml'),
        mimeType: 'application/xml',
        footer: output ? <span role="status">{output.summary}</span> : undefined,
      }}
      error={job.problem?.message ?? null}
      problem={job.problem?.position}
    />
  );
}
