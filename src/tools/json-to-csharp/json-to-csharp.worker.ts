import type { JsonToCSharpOptions } from '@contract/json-to-csharp';
import { serveWorker } from '@/lib/serve-worker';
import { convertJson } from './json-to-csharp.logic';

serveWorker(({ json, options }: { json: string; options: JsonToCSharpOptions }) => convertJson(json, options));
