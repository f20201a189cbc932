import { runRegexJob, transferablesOfResult, type RegexJob } from './regex-job.logic';

self.onmessage = (event: MessageEvent<RegexJob>) => {
  const result = runRegexJob(event.data);
  self.postMessage(result, { transfer: transferablesOfResult(result) });
};
