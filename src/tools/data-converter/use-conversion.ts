import { useEffect, useState } from 'react';
import { useRun } from '@/hooks/use-run';
import { convertData, type Conversion, type ConvertRequest, type Format } from './convert.logic';
import type { ConverterState } from './converter-state';

/** Up to this many characters a conversion runs inline (a few ms); longer text goes to the worker. */
const INLINE_LIMIT = 100_000;

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

/** Converts the source pane into the other one on every change, in a worker when the text is big. */
export function useConversion({ from, to, text, side, options }: ConverterState): ConversionView {
  const [output, setOutput] = useState<{ text: string; notes: string[]; format: Format | null }>({ text: '', notes: [], format: null });
  const [failure, setFailure] = useState<ConversionView['failure']>(null);
  const { submit, busy } = useRun<ConvertRequest, Conversion>({
    compute: convertData,
    createWorker: () => new Worker(new URL('./data-converter.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (request) => request.text.length > INLINE_LIMIT,
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
