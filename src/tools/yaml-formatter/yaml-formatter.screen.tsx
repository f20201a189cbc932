import * as z from 'zod/mini';
import { FormatActions, formatJobPanes } from '@/components/format-actions';
import { ShareLinkButton } from '@/components/share-link-button';
import { formatterPage } from '@/components/formatter-page';
import { TwoPaneScreen } from '@/components/two-pane-page';
import { Switch } from '@/components/ui/switch';
import { useFormatJob } from '@/hooks/use-format-job';
import { defaultYamlOptions, formatYaml } from './yaml-formatter.logic';
import { YamlPitfallNotes } from './yaml-pitfall-notes';
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

const page = formatterPage({
  format: 'YAML',
  language: 'yaml',
  placeholder: 'Paste YAML here, drop a .yaml or .yml file, or open one.',
  files: { extensions: ['.yaml', '.yml', '.txt'], mimeTypes: ['application/yaml', 'application/x-yaml', 'text/yaml', 'text/x-yaml'] },
  sample: SAMPLE,
  extension: (sourceName) => sourceName?.match(/\.ya?ml$/i)?.[0] ?? '.yaml',
  mimeType: 'application/yaml',
  shortcut: 'to format',
  tree: YamlTreePanel,
});

// YAML forbids tabs for indentation, so there is no Tab choice.
const INDENTATIONS = ['2', '4'] as const;

export default function YamlFormatterScreen() {
  const job = useFormatJob({
    optionsSchema: z.object({ indentation: z.enum(INDENTATIONS), sortKeys: z.boolean() }),
    defaults: defaultYamlOptions,
    compute: formatYaml,
    createWorker: () => new Worker(new URL('./yaml-formatter.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not format this YAML',
    detail: (result) => (result.documents === 1 ? '' : ` (${result.documents} documents)`),
  });
  const { input, options, output } = job;

  return (
    <TwoPaneScreen
      page={page}
      {...formatJobPanes(job)}
      actions={
        <FormatActions label="Format YAML" job={job} options={options} indentations={INDENTATIONS}>
          <Switch label="Sort keys" checked={options.sortKeys} onChange={(sortKeys) => job.changeOptions({ ...options, sortKeys })} />
          <ShareLinkButton state={{ input, options }} />
        </FormatActions>
      }
      notes={output && !job.busy ? <YamlPitfallNotes pitfalls={output.result.pitfalls} /> : undefined}
    />
  );
}
