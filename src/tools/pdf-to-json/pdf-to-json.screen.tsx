import { PDF_PROMPT_MAX_CHARS, PDF_SCHEMA_MAX_CHARS, PDF_TO_JSON_TASK, PDF_TYPE_MESSAGE } from '@contract/pdf-to-json';
import { z } from 'zod';
import { FileJson } from 'lucide-react';
import { useState } from 'react';
import { EngineSwitch } from '@/components/engine-switch';
import { ErrorLine } from '@/components/error-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { LocalNowButton } from '@/components/local-now-button';
import { SideBySide } from '@/components/side-by-side';
import { useEngineTask } from '@/hooks/use-engine-task';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { convertLocally, type PdfResult } from './pdf-convert';
import { ExtractedJsonPane } from './extracted-json-pane';
import { convertWithAi } from './pdf-to-json.ai';
import { conversionProblem, DEFAULT_PROMPT, hasPdfSignature, parseJsonSchema } from './pdf-to-json.logic';
import { PdfUpload } from './pdf-upload';

// What comes back from this device's storage is untrusted; the fields' own limits bound it.
const promptShape = shapeOf(z.string().max(PDF_PROMPT_MAX_CHARS));
const schemaShape = shapeOf(z.string().max(PDF_SCHEMA_MAX_CHARS));

export default function PdfToJsonScreen() {
  // Never remembered: the PDF (a file) and what was extracted from it.
  const [file, setFile] = useState<File | null>(null);
  /** A problem found before any run: a refused file, a missing file or prompt, an unusable schema. */
  const [formError, setFormError] = useState<string | null>(null);
  const [prompt, setPrompt] = useToolInput('prompt', DEFAULT_PROMPT, promptShape);
  const [schemaText, setSchemaText] = useToolInput('schema', '', schemaShape);
  // AI by default when the server offers it, else Local; the visitor's own choice wins.
  const task = useEngineTask<PdfResult, { file: File; schema: z.ZodType | null }>({
    tasks: [PDF_TO_JSON_TASK],
    ai: ({ signal }, { file, schema }) => convertWithAi(file, prompt.trim(), schemaText, schema, signal),
    local: ({ signal }, { file }) => convertLocally(file, signal),
  });
  const { engine, chooseEngine, aiAvailable } = task;
  const json = task.result?.kind === 'json' ? task.result : null;
  const error = formError ?? task.error ?? (task.result?.kind === 'failed' ? task.result.message : null);

  const chooseFile = async (picked: File) => {
    const start = new Uint8Array(await picked.slice(0, 5).arrayBuffer());
    if (!hasPdfSignature(start)) return rejectFile(PDF_TYPE_MESSAGE);
    setFormError(null);
    setFile(picked);
  };
  const rejectFile = (message: string) => {
    setFile(null);
    setFormError(message);
  };

  const convert = () => {
    if (task.busy || engine === null) return;
    const problem = conversionProblem(file !== null, prompt);
    const parsed = engine === 'ai' ? parseJsonSchema(schemaText) : ({ kind: 'none' } as const);
    setFormError(problem ?? (parsed.kind === 'error' ? parsed.message : null));
    if (problem !== null || file === null || parsed.kind === 'error') return;
    void task.run({ file, schema: parsed.kind === 'ok' ? parsed.schema : null });
  };

  return (
    <div className="space-y-4">
      {/* Until the server has said whether AI is on, hold the space rather than show a wrong default. */}
      <EngineSwitch value={engine} onChange={chooseEngine} aiAvailable={aiAvailable} />
      <SideBySide>
        <div className="flex min-w-0 flex-col gap-3">
          <PdfUpload file={file} onFile={(picked) => void chooseFile(picked)} onClear={() => setFile(null)} onError={rejectFile} />
          <Field
            label="Prompt"
            hint={
              engine === 'local'
                ? 'The Local engine reads the text itself: metadata, each page’s text and every "label: value" pair. The prompt guides the AI engine.'
                : 'Say what to extract and how to name it.'
            }
          >
            <Textarea value={prompt} onValue={setPrompt} rows={5} maxLength={PDF_PROMPT_MAX_CHARS} className="font-sans" />
          </Field>
          {engine === 'ai' && (
            <Field label="JSON Schema (optional)" hint="The answer is checked against it and sent back once with the problems if it does not match.">
              <Textarea
                value={schemaText}
                onValue={setSchemaText}
                rows={4}
                maxLength={PDF_SCHEMA_MAX_CHARS}
                placeholder={'{ "type": "object", "required": ["invoiceNumber"], "properties": { "invoiceNumber": { "type": "string" } } }'}
              />
            </Field>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="primary" icon={FileJson} busy={task.busy} busyLabel="Converting..." onClick={convert} disabled={engine === null}>
              Convert to JSON
            </Button>
            {task.busy && <Button onClick={task.stop}>Cancel</Button>}
            <LocalNowButton task={task} run={convert} />
          </div>
          <ErrorLine message={error} />
        </div>
        <ExtractedJsonPane value={json ? json.value : undefined} schemaCheck={json?.schemaCheck ?? null} busy={task.busy} fileName={file?.name ?? ''} />
      </SideBySide>
    </div>
  );
}
