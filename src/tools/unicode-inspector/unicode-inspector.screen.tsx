import { z } from 'zod';
import { CodePane } from '@/components/code-pane';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { unicodeInspector } from './unicode-inspector.logic';

const inputShape = shapeOf(z.string());

export default function UnicodeInspectorScreen() {
  const [input, setInput] = useToolInput('input', '', inputShape);
  const outcome = unicodeInspector(input);
  const output = outcome.ok ? outcome.text : '';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CodePane label="Input" value={input} onChange={setInput} wrapLines placeholder="Type or paste your input here." />
      <div className="flex min-w-0 flex-col gap-3">
        <CodePane label="Output" value={output} readOnly wrapLines placeholder="The output appears here." actions={<CopyButton text={output} />} />
        <ErrorLine message={outcome.ok || input === '' ? null : outcome.message} />
      </div>
    </div>
  );
}
