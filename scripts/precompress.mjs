// Writes file.br and file.gz next to each compressible build file, so the server can send
// brotli without compressing on every request. Usage: node scripts/precompress.mjs dist
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.wasm']);
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Compresses every eligible file under dir; returns what it did, for the summary line. */
export async function precompress(dir) {
  const totals = { files: 0, skipped: 0, original: 0, br: 0, gzip: 0 };
  const names = await readdir(dir, { recursive: true });
  await Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      if (!EXTENSIONS.has(extname(path))) return;
      const info = await stat(path);
      if (!info.isFile() || info.size <= MIN_BYTES) return;
      if ((await isFresh(`${path}.br`, info.mtimeMs)) && (await isFresh(`${path}.gz`, info.mtimeMs))) {
        totals.skipped += 1;
        return;
      }
      const source = await readFile(path);
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: path.endsWith('.wasm') ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gz(source, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
      totals.files += 1;
      totals.original += source.length;
      totals.br += br.length;
      totals.gzip += gzipped.length;
    }),
  );
  return totals;
}

async function isFresh(path, sourceMtimeMs) {
  try {
    return (await stat(path)).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/precompress.mjs <folder>');
  process.exit(2);
}
const totals = await precompress(dir);
console.log(
  `precompress: ${totals.files} files compressed (${kb(totals.original)} -> br ${kb(totals.br)}, gzip ${kb(totals.gzip)}), ${totals.skipped} already up to date`,
);
