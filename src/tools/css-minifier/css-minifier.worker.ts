import { serveCodeJobs } from '@/lib/code-transform';
import { runCssJob } from './css-minifier.logic';

serveCodeJobs(runCssJob);
