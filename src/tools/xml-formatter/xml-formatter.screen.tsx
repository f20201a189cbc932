import * as z from 'zod/mini';
import { FormatActions, formatJobPanes } from '@/components/format-actions';
import { ShareLinkButton } from '@/components/share-link-button';
import { formatterPage } from '@/components/formatter-page';
import { TwoPaneScreen } from '@/components/two-pane-page';
import { Switch } from '@/components/ui/switch';
import { useFormatJob } from '@/hooks/use-format-job';
import { defaultXmlOptions, formatXml } from './xml-formatter.logic';
import { XmlTreePanel } from './xml-tree-panel';

const SAMPLE =
  '<?xml version="1.0" encoding="UTF-8"?><!-- A Maven project --><project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>com.example</groupId><artifactId>demo</artifactId><dependencies><dependency scope="test"><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId></dependency></dependencies><description>Says <b>hello</b> &amp; waves</description></project>';

const page = formatterPage({
  format: 'XML',
  language: 'xml',
  placeholder: 'Paste XML here, drop an .xml or .svg file, or open one.',
  files: {
    extensions: ['.xml', '.svg', '.xsd', '.xsl', '.xslt', '.xhtml', '.rss', '.atom', '.plist', '.csproj', '.config', '.txt'],
    named: ['.xml', '.svg', '.txt'],
    mimeTypes: ['application/xml', 'text/xml', 'image/svg+xml', 'application/xhtml+xml', 'application/rss+xml', 'application/atom+xml'],
  },
  sample: SAMPLE,
  // An opened .svg or .xsd downloads under its own extension.
  extension: (sourceName) => sourceName?.match(/\.[^.]+$/)?.[0] ?? '.xml',
  mimeType: 'application/xml',
  shortcut: 'to format',
  tree: XmlTreePanel,
});

const INDENTATIONS = ['2', '4', 'tab'] as const;

export default function XmlFormatterScreen() {
  const job = useFormatJob({
    optionsSchema: z.object({ indentation: z.enum(INDENTATIONS), attributesPerLine: z.boolean() }),
    defaults: defaultXmlOptions,
    compute: formatXml,
    createWorker: () => new Worker(new URL('./xml-formatter.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not format this XML',
  });
  const { input, options } = job;

  return (
    <TwoPaneScreen
      page={page}
      {...formatJobPanes(job)}
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
    />
  );
}
