import { runJsonJob, type JsonJob } from './json-job.logic';

self.onmessage = (event: MessageEvent<JsonJob>) => {
  self.postMessage(runJsonJob(event.data));
};
