import { serveWorker } from '@/lib/serve-worker';
import type { CurlJob } from './curl-to-code.logic';

// The converter is imported on the first job, not with the worker, which so answers at once; the parser's
// WebAssembly is fetched and compiled by startBashParser before the first parse.
serveWorker(async (job: CurlJob) => {
  const [{ runCurlJob }, { startBashParser }] = await Promise.all([import('./curl-to-code.logic'), import('./bash-parser-start')]);
  await startBashParser();
  return runCurlJob(job);
});
