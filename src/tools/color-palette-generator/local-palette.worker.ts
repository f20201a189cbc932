import { serveWorker } from '@/lib/serve-worker';
import { generateLocalPalette, indexNames, type LocalPaletteRequest, type NameIndex } from './local-palette.logic';

// The 30,000-name list (about 1.2 MB) is loaded on the first Local palette only, and indexed once.
let index: Promise<NameIndex> | null = null;

serveWorker(async (request: LocalPaletteRequest) => {
  index ??= import('color-name-list').then(({ colornames }) => indexNames(colornames));
  return generateLocalPalette(request, await index);
});
