import { useEffect, useMemo, useRef, useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { SideBySide } from '@/components/side-by-side';
import { SourceFile } from '@/components/source-file';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Switch } from '@/components/ui/switch';
import { useRun } from '@/hooks/use-run';
import { anyFile, formatBytes } from '@/lib/files';
import {
  binaryFileName,
  chosenFileName,
  dataUrl,
  initialState,
  jobFor,
  jobSize,
  runBase64Job,
  switchMode,
  type Base64Job,
  type Base64JobResult,
  type ConverterState,
  type Mode,
  type Source,
} from './base64-converter.logic';
import { BinaryOutput } from './binary-output';
import { DataUrlField } from './data-url-field';
import { fileTypeForMime, sniffFileType, UNKNOWN_BINARY } from './file-type.logic';

/** Up to this size a conversion runs inline (well under a frame); larger ones go to a worker. */
const INLINE_LIMIT = 256 * 1024;
/** Typing in input this large waits for a pause, so each keystroke does not convert megabytes. */
const TYPING_PAUSE_LIMIT = 1024 * 1024;
const TYPING_PAUSE_MS = 200;
/** Output up to this length wraps; longer output stays one line, which the editor draws only in part. */
const WRAP_LIMIT = 100_000;

/** Any file: encoding reads its bytes, decoding its text. */
const fileRules = anyFile(25);

const modeOptions = [
  { value: 'encode', label: 'Encode' },
  { value: 'decode', label: 'Decode' },
] as const;

function summary(job: Base64Job, result: Extract<Base64JobResult, { ok: true }>, elapsedMs: number): string {
  const took = `in ${Math.round(elapsedMs)} ms`;
  return job.kind === 'decode'
    ? `Decoded ${formatBytes(result.inputBytes)} of Base64 to ${formatBytes(result.outputBytes)} ${took}`
    : `Encoded ${formatBytes(result.inputBytes)} to ${formatBytes(result.outputBytes)} of Base64 ${took}`;
}

export default function Base64ConverterScreen() {
  const [state, setState] = useState<ConverterState>(initialState);
  const [urlSafe, setUrlSafe] = useState(false);
  const [perLine, setPerLine] = useState(false);
  /** The name typed for a decoded download; blank keeps today's default. */
  const [typedName, setTypedName] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const pauseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pauseTimer.current), []);

  const { submit, discard, busy } = useRun<Base64Job, Base64JobResult>({
    compute: runBase64Job,
    createWorker: () => new Worker(new URL('./base64-converter.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (job) => jobSize(job) > INLINE_LIMIT,
    onResult: (result, job, elapsedMs) => {
      setState((current) => (result.ok ? { ...current, output: result.output, error: null } : { ...current, output: null, error: result.message }));
      setStatus(result.ok && jobSize(job) > 0 ? summary(job, result, elapsedMs) : null);
    },
    failure: 'Could not convert this input',
    onError: (message) => setState((current) => ({ ...current, output: null, error: message })),
  });

  const convert = (mode: Mode, input: Source, safe: boolean, typing = false, lines = perLine) => {
    clearTimeout(pauseTimer.current);
    const job = jobFor(mode, input, safe, lines);
    if (typing && jobSize(job) > TYPING_PAUSE_LIMIT) pauseTimer.current = setTimeout(() => submit(job), TYPING_PAUSE_MS);
    else submit(job);
  };

  const changeInput = (input: Source, typing = false) => {
    setState((current) => ({ ...current, input }));
    convert(state.mode, input, urlSafe, typing);
  };

  // The spec's swap: output and input trade places and the error clears; nothing is recomputed.
  const changeMode = (mode: Mode) => {
    clearTimeout(pauseTimer.current);
    discard();
    setStatus(null);
    setState((current) => switchMode(current, mode));
  };

  const changeUrlSafe = (safe: boolean) => {
    setUrlSafe(safe);
    if (state.mode === 'encode') convert('encode', state.input, safe);
  };

  const changePerLine = (lines: boolean) => {
    setPerLine(lines);
    if (state.input.kind === 'text' && state.input.text !== '') convert(state.mode, state.input, urlSafe, false, lines);
  };

  const openBytes = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The browser's type when it knows one; otherwise what the first bytes say.
    const declared = file.type ? fileTypeForMime(file.type) : UNKNOWN_BINARY;
    changeInput({ kind: 'file', name: file.name, type: declared === UNKNOWN_BINARY ? (sniffFileType(bytes) ?? UNKNOWN_BINARY) : declared, bytes });
  };

  const { mode, input, output, error } = state;
  const inputText = input.kind === 'text' ? input.text : '';
  const outputText = output?.kind === 'text' ? output.text : '';
  const fileUrl = useMemo(
    () => (input.kind === 'file' && output?.kind === 'text' && mode === 'encode' ? dataUrl(output.text, input.type) : null),
    [input, output, mode],
  );
  const decodedName = output?.kind === 'binary' ? binaryFileName(output) : 'decoded.txt';
  const outputFileName = mode === 'decode' ? chosenFileName(typedName, decodedName) : input.kind === 'file' ? `${input.name}.b64.txt` : 'encoded.txt';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <Segmented legend="Mode" name="base64-mode" value={mode} options={modeOptions} onChange={changeMode} />
        <Switch label="URL-safe alphabet" checked={urlSafe} onChange={changeUrlSafe} disabled={mode === 'decode'} />
        <Switch label="Each line separately" checked={perLine} onChange={changePerLine} disabled={input.kind === 'file'} />
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {mode === 'encode'
            ? 'URL-safe uses - and _ instead of + and /, without = padding.'
            : perLine
              ? 'Each line is decoded on its own, in either alphabet, with or without padding.'
              : 'Decoding reads both alphabets, with or without padding, and skips line breaks.'}
        </span>
        {mode === 'decode' && (
          <Field label="File name" inline>
            <Input plain value={typedName} placeholder={decodedName} onValue={setTypedName} className="w-48" />
          </Field>
        )}
      </div>

      <SideBySide>
        <DocumentPane
          label="Input"
          value={inputText}
          onChange={(text) => changeInput({ kind: 'text', text }, true)}
          placeholder={mode === 'encode' ? 'Type or paste text to encode, or drop a file.' : 'Paste Base64 (standard or URL-safe) or a data: URL to decode.'}
          overlay={
            input.kind === 'file' ? (
              <SourceFile name={input.name} size={input.bytes.length} detail={input.type.mime} onRemove={() => changeInput({ kind: 'text', text: '' })} />
            ) : undefined
          }
          file={
            mode === 'encode'
              ? { rules: fileRules, dropLabel: 'Drop a file to encode it', onFile: openBytes }
              : { rules: fileRules, dropLabel: 'Drop a file of Base64 text to decode it', onOpen: (text) => changeInput({ kind: 'text', text }) }
          }
          error={error}
        />

        <div className="min-w-0 space-y-4">
          <DocumentPane
            label="Output"
            value={outputText}
            readOnly
            wrapLines={outputText.length <= WRAP_LIMIT}
            placeholder="The result appears here as you type."
            overlay={output?.kind === 'binary' ? <BinaryOutput bytes={output.bytes} type={output.type} fileName={outputFileName} /> : undefined}
            generated
            busy={busy ? 'Converting…' : null}
            copy
            download={{ fileName: outputFileName, mimeType: 'text/plain' }}
            footer={status ? <span role="status">{status}</span> : undefined}
          />
          {fileUrl && <DataUrlField url={fileUrl} />}
        </div>
      </SideBySide>
    </div>
  );
}
