import { serveWorker } from '@/lib/serve-worker';
import { convertText, type ConvertRequest } from './case-converter.logic';
import { slugifyModule } from './slug.logic';

serveWorker(async (request: ConvertRequest) => {
  await slugifyModule.load();
  return convertText(request);
});
