import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'date-converter', title: 'Date Converter', state: {} },
  { id: 'unix-timestamp-converter', title: 'Unix Timestamp Converter', state: {} },
  { id: 'epoch-converter', title: 'Epoch Converter', state: {} },
  { id: 'discord-snowflake-decoder', title: 'Discord Snowflake Decoder', state: { snowflake: 'discord', readAs: 'snowflake' } },
] satisfies ToolAlias[];
