import { loadFaker } from './faker-locales.logic';
import { generateRows } from './generate-rows.logic';
import type { GenerateRequest, GenerateResponse } from './random-data-generator.logic';

self.onmessage = async (event: MessageEvent<GenerateRequest>) => {
  let response: GenerateResponse;
  try {
    response = { ok: true, data: generateRows(await loadFaker(event.data.locale), event.data) };
  } catch (error) {
    response = { ok: false, message: `Could not generate data: ${error instanceof Error ? error.message : String(error)}` };
  }
  self.postMessage(response);
};
