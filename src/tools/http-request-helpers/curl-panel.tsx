import { PencilLine, Code } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { ErrorLine } from '@/components/error-line';
import { OutputNotes } from '@/components/output-notes';
import { SideBySide } from '@/components/side-by-side';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { useRun } from '@/hooks/use-run';
import { CODE_TARGETS, TARGET_FACTS } from './code-targets';
import type { Converted, CurlJob, CurlJobResult } from './curl-to-code.logic';
import { RequestFormPanel } from './request-form';
import { requestToCurl, type RequestForm } from './request-to-curl.logic';
import type { HttpSettings } from './settings';

const directionOptions = [
  { value: 'to-code', label: 'curl → code' },
  { value: 'to-curl', label: 'Form → curl' },
] as const;
const targetOptions = CODE_TARGETS.map((value) => ({ value, label: TARGET_FACTS[value].label }));

const SAMPLE = String.raw`curl 'https://api.example.com/v1/users?page=2' \
  -H 'accept: application/json' \
  -H 'content-type: application/json' \
  -H 'authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.ZRrHA1JJJW8opsbCGfG_HACGpVUMN_a9IV7pAx_Zmeo' \
  -b 'session=8f14e45fceea167a5a36dedd4bea2543; theme=dark' \
  --data-raw $'{"name":"Ada Lovelace","note":"it\'s me"}' \
  --compressed`;

/** The converter and curlconverter with it (and, in a browser, its WebAssembly): loaded on first use, never with the screen. */
let converter: Promise<typeof import('./curl-to-code.logic')> | null = null;
let converterReady = false;
const loadConverter = () => {
  converter ??= Promise.all([import('./curl-to-code.logic'), import('./bash-parser-start')]).then(
    async ([module, { startBashParser }]) => {
      await startBashParser();
      converterReady = true;
      return module;
    },
    (error: unknown) => {
      converter = null;
      throw error;
    },
  );
  return converter;
};

/** Commands up to this long are converted in the page (a few milliseconds); longer ones on the worker, whose parse takes about 0.3 s per 250 KB. */
const INLINE_LIMIT = 16 * 1024;
const createWorker = () => new Worker(new URL('./curl-to-code.worker.ts', import.meta.url), { type: 'module' });
const isLarge = (job: CurlJob) => job.command.length > INLINE_LIMIT;
const computeInline = async (job: CurlJob) => (await loadConverter()).runCurlJob(job);

interface CurlPanelProps {
  settings: HttpSettings;
  onChange: (change: Partial<HttpSettings>) => void;
  /** The command and the form: the screen's plain state, since both carry tokens and cookies. */
  command: string;
  onCommand: (command: string) => void;
  form: RequestForm;
  onForm: (form: RequestForm) => void;
}

export function CurlPanel({ settings, onChange, command, onCommand, form, onForm }: CurlPanelProps) {
  const { target, direction } = settings;
  const facts = TARGET_FACTS[target];
  const [converted, setConverted] = useState<Converted | null>(null);
  const [ready, setReady] = useState(converterReady);
  const [formError, setFormError] = useState<string | null>(null);
  // One worker for converting and for reading into the form, taking turns: the grammar loads once.
  const convert = useRun<CurlJob, CurlJobResult>({
    compute: computeInline,
    createWorker,
    takeTurns: true,
    isLarge,
    failure: 'Could not convert the command',
    busyAfterMs: 150,
    onResult: (response) => {
      setReady(true);
      if (response.kind === 'convert') setConverted(response.converted);
    },
    onError: (message) => {
      setReady(true);
      setConverted({ ok: false, message });
    },
  });
  const read = useRun<CurlJob, CurlJobResult>({ compute: computeInline, worker: convert.worker, isLarge, failure: 'Could not read the command' });

  const { submit } = convert;
  const hasCommand = command.trim() !== '';
  useEffect(() => {
    if (direction === 'to-code' && hasCommand) submit({ kind: 'convert', command, target });
  }, [command, hasCommand, target, direction, submit]);
  // A result still on its way when the command was cleared is not shown.
  const result = hasCommand ? converted : null;
  const busy = !hasCommand ? null : !ready ? 'Loading the converter…' : convert.busy ? 'Converting…' : null;

  const built = useMemo(() => requestToCurl(form), [form]);
  const { run: runRead } = read;
  const editAsForm = useCallback(async () => {
    setFormError(null);
    const outcome = await runRead({ kind: 'read', command });
    if (outcome === null) return;
    if (!outcome.ok) return setFormError(outcome.message);
    if (outcome.response.kind !== 'read') return;
    const form = outcome.response.read;
    if (!form.ok) return setFormError(form.message);
    onForm(form.value);
    onChange({ direction: 'to-curl' });
  }, [command, onChange, onForm, runRead]);

  return (
    <div className="space-y-4">
      <Segmented
        legend="Direction"
        hideLegend
        name="curl-direction"
        value={direction}
        options={directionOptions}
        onChange={(next) => onChange({ direction: next })}
      />
      {direction === 'to-code' ? (
        <SideBySide>
          <DocumentPane
            label="curl command"
            value={command}
            onChange={onCommand}
            language="text"
            placeholder="Paste a curl command: devtools' Copy as cURL (bash), Postman's snippet, or your own."
            sample={SAMPLE}
            actions={
              <Button icon={PencilLine} onClick={() => void editAsForm()} disabled={command.trim() === ''}>
                Edit as form
              </Button>
            }
            notes={<ErrorLine message={formError} />}
          />
          <DocumentPane
            label="Code"
            value={result?.ok ? result.code : ''}
            readOnly
            generated
            language={facts.language}
            busy={busy}
            copy
            download={{ fileName: facts.fileName, mimeType: 'text/plain' }}
            error={result?.ok === false ? result.message : null}
            actions={
              <Field label="Language" inline>
                <Select value={target} options={targetOptions} onValue={(next) => onChange({ target: next })} />
              </Field>
            }
            notes={result?.ok && <OutputNotes tone="warning" title="Not carried over" items={result.warnings} />}
          />
        </SideBySide>
      ) : (
        <SideBySide alignTop>
          <RequestFormPanel value={form} onChange={(change) => onForm({ ...form, ...change })} />
          <DocumentPane
            label="curl"
            value={built.ok ? built.command : ''}
            readOnly
            placeholder="The command appears here once the form has a URL."
            language="text"
            copy="Copy curl command"
            error={built.ok || form.url.trim() === '' ? null : built.message}
            actions={
              <Button
                icon={Code}
                disabled={!built.ok}
                onClick={() => {
                  if (!built.ok) return;
                  onCommand(built.command);
                  onChange({ direction: 'to-code' });
                }}
              >
                Convert to code
              </Button>
            }
          />
        </SideBySide>
      )}
    </div>
  );
}
