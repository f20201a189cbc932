import { serveCodeJobs } from '@/lib/code-transform';
import { runSqlJob } from './sql-beautifier.logic';

serveCodeJobs(runSqlJob);
