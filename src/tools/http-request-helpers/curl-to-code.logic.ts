import { toNodeAxiosWarn } from 'curlconverter/dist/src/generators/javascript/axios.js';
import { toNodeHttpWarn } from 'curlconverter/dist/src/generators/javascript/http.js';
import { toJavaScriptWarn } from 'curlconverter/dist/src/generators/javascript/javascript.js';
import { toGoWarn } from 'curlconverter/dist/src/generators/go.js';
import { toHarStringWarn } from 'curlconverter/dist/src/generators/har.js';
import { toJsonObjectWarn } from 'curlconverter/dist/src/generators/json.js';
import { toPhpWarn } from 'curlconverter/dist/src/generators/php/php.js';
import { toPythonWarn } from 'curlconverter/dist/src/generators/python/python.js';
import type { CodeTarget } from './code-targets';
import type { RequestForm } from './request-to-curl.logic';

/**
 * curl → code by curlconverter (MIT), which parses the command as bash does (tree-sitter's bash grammar) and reads it
 * with curl's own option table. This module is loaded on the converter's first use: in the browser it brings the
 * grammar's WebAssembly with it (see vite-curl-parser.ts).
 */

type Warned = (command: string) => [string, [string, string][]];

const GENERATORS: Record<CodeTarget, Warned> = {
  fetch: toJavaScriptWarn,
  axios: toNodeAxiosWarn,
  python: toPythonWarn,
  go: toGoWarn,
  php: toPhpWarn,
  node: toNodeHttpWarn,
};

/** Longer commands are refused: the bash grammar takes about 0.3 s per 250 KB in Chromium, on the worker (see curl-panel.tsx). */
export const MAX_COMMAND_CHARACTERS = 1024 * 1024;

export type Converted = { ok: true; code: string; warnings: string[] } | { ok: false; message: string };

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/[.:]$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
};

function failed(action: string, error: unknown): { ok: false; message: string } {
  const detail = error instanceof Error ? error.message : String(error);
  return { ok: false, message: `Could not ${action}: ${sentence(detail).replace(/^./, (first) => first.toLowerCase())}` };
}

function tooLong(command: string): { ok: false; message: string } | null {
  return command.length > MAX_COMMAND_CHARACTERS
    ? { ok: false, message: `Could not convert the command: it is longer than ${MAX_COMMAND_CHARACTERS / 1024 / 1024} MB.` }
    : null;
}

/** The code for a curl command in one language, with what the conversion could not carry over. */
export function convertCurl(command: string, target: CodeTarget): Converted {
  const refused = tooLong(command);
  if (refused) return refused;
  try {
    const [code, warnings] = GENERATORS[target](command);
    return { ok: true, code, warnings: [...new Set(warnings.map(([, message]) => sentence(message)))] };
  } catch (error) {
    return failed('convert the command', error);
  }
}

interface HarRequest {
  method: string;
  headers: { name: string; value: string }[];
  cookies: { name: string; value: string }[];
  postData?: { text?: string };
}

/** A curl command as the request form shows it: method, URL, headers (cookies and -u as headers), and a text body. */
export function readCurlRequest(command: string): { ok: true; value: RequestForm } | { ok: false; message: string } {
  const refused = tooLong(command);
  if (refused) return refused;
  try {
    const [json] = toJsonObjectWarn(command) as unknown as [{ raw_url: string; files?: object; data?: unknown }, unknown];
    const har = JSON.parse(toHarStringWarn(command)[0]) as { log: { entries: { request: HarRequest }[] } };
    const request = har.log.entries[0]?.request;
    if (!request) return { ok: false, message: 'Could not read the command: it holds no request.' };
    if (json.files !== undefined || (json.data !== undefined && request.postData === undefined)) {
      return { ok: false, message: 'Could not read the command into the form: a multipart (-F) body has no text form.' };
    }
    const headers = request.headers.map(({ name, value }) => ({ name, value }));
    if (request.cookies.length > 0) {
      headers.push({ name: 'Cookie', value: request.cookies.map(({ name, value }) => `${name}=${value}`).join('; ') });
    }
    return { ok: true, value: { method: request.method, url: json.raw_url, headers, body: request.postData?.text ?? '' } };
  } catch (error) {
    return failed('read the command', error);
  }
}

/** A job of the converter's worker: code for a command, or the command read into the form. */
export type CurlJob = { kind: 'convert'; command: string; target: CodeTarget } | { kind: 'read'; command: string };
export type CurlJobResult = { kind: 'convert'; converted: Converted } | { kind: 'read'; read: ReturnType<typeof readCurlRequest> };

export function runCurlJob(job: CurlJob): CurlJobResult {
  return job.kind === 'convert' ? { kind: 'convert', converted: convertCurl(job.command, job.target) } : { kind: 'read', read: readCurlRequest(job.command) };
}
