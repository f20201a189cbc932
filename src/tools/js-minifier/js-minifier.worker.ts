import { serveCodeJobs } from '@/lib/code-transform';
import { runJsJob } from './js-minifier.logic';

serveCodeJobs(runJsJob);
