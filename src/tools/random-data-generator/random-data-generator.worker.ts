import { serveWorker } from '@/lib/serve-worker';
import { loadFaker } from './faker-locales.logic';
import { generateRows } from './generate-rows.logic';
import type { GeneratedData, GenerateRequest } from './random-data-generator.logic';

serveWorker<GenerateRequest, GeneratedData>(async (request) => generateRows(await loadFaker(request.locale), request));
