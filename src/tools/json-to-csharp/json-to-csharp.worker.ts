import type { JsonToCSharpOptions } from '@contract/json-to-csharp';
import { convertJson } from './json-to-csharp.logic';

self.onmessage = async (event: MessageEvent<{ json: string; options: JsonToCSharpOptions }>) => {
  self.postMessage(await convertJson(event.data.json, event.data.options));
};
