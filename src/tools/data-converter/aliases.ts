import type { ToolAlias } from '../define-tool';

/** IT-Tools' and DevToys' one-way converter pages, each a preset of this tool (the state its share link takes). */
const pairs = [
  ['json', 'yaml'],
  ['yaml', 'json'],
  ['json', 'toml'],
  ['toml', 'json'],
  ['yaml', 'toml'],
  ['toml', 'yaml'],
  ['json', 'xml'],
  ['xml', 'json'],
  ['json', 'csv'],
  ['csv', 'json'],
] as const;

const label = (format: string) => format.toUpperCase();

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  ...pairs.map(([from, to]) => ({ id: `${from}-to-${to}`, title: `${label(from)} to ${label(to)}`, state: { from, to } })),
  // IT-Tools' own addresses for two of them.
  { id: 'yaml-to-json-converter', title: 'YAML to JSON converter', state: { from: 'yaml', to: 'json' } },
  { id: 'json-to-yaml-converter', title: 'JSON to YAML converter', state: { from: 'json', to: 'yaml' } },
] satisfies ToolAlias[];
