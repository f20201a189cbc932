import { useEffect, useState } from 'react';
import { useLiveJob } from '@/hooks/use-live-job';
import type { Conversion, ConvertRequest, Format } from './formats';
import type { ConverterState } from './converter-state';

/**
 * Every conversion runs on the worker, small ones too: the converters (yaml, smol-toml, fast-xml-parser and
 * our readers, about 45 KB gzip) then stay out of the screen's code, so the tool shows sooner, and a small
 * conversion costs a message each way.
 */
function onWorkerOnly(request: ConvertRequest): Conversion {
  throw new Error(`Converting ${request.from} to ${request.to} runs on the worker only.`);
}

export interface ConversionView {
  /** The computed pane's text: the last good result, kept while the source has an error. */
  output: string;
  /** The format `output` is written in: a pane of another format must not show it. */
  outputFormat: Format | null;
  notes: string[];
  failure: Extract<Conversion, { ok: false }> | null;
  busy: boolean;
  /** True when the output is from an earlier source text (the current one has an error). */
  stale: boolean;
}

/** Converts the source pane into the other one on every change, on the worker. */
export function useConversion({ from, to, text, side, options }: ConverterState): ConversionView {
  const [output, setOutput] = useState<{ text: string; notes: string[]; format: Format | null }>({ text: '', notes: [], format: null });
  const [failure, setFailure] = useState<ConversionView['failure']>(null);
  const { submit, busy } = useLiveJob<ConvertRequest, Conversion>({
    compute: onWorkerOnly,
    createWorker: () => new Worker(new URL('./data-converter.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: () => true,
    failure: 'Could not convert this data',
    onResult: (conversion, request) => {
      if (conversion.ok) {
        setFailure(null);
        setOutput({ text: conversion.text, notes: conversion.notes, format: request.to });
      } else setFailure(conversion);
    },
    onError: (message) => setFailure({ ok: false, message, position: null }),
  });
  useEffect(() => {
    submit(side === 'from' ? { from, to, text, options } : { from: to, to: from, text, options });
  }, [from, to, text, side, options, submit]);
  return { output: output.text, outputFormat: output.format, notes: output.notes, failure, busy, stale: failure !== null };
}
