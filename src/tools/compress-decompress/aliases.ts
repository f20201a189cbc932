import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'gzip-compress', title: 'GZip compress', state: { mode: 'compress', format: 'gzip' } },
  { id: 'gzip-decompress', title: 'GZip decompress', state: { mode: 'decompress' } },
  { id: 'zlib', title: 'Zlib Deflate / Inflate', state: { mode: 'compress', format: 'zlib' } },
  { id: 'deflate', title: 'Raw Deflate / Inflate', state: { mode: 'compress', format: 'deflate' } },
  { id: 'unzip', title: 'Unzip', state: { mode: 'zip' } },
] satisfies ToolAlias[];
