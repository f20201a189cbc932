import { Dices } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import type { ListRequest } from './list-tools.logic';
import { ORDERS, type OrderChoice } from './order.logic';
import { OUTPUTS, QUOTES } from './output.logic';
import { JOINS, SPLITS } from './separators.logic';

interface PipelineControlsProps {
  request: ListRequest;
  onChange: (patch: Partial<ListRequest>) => void;
}

const SORTS: readonly OrderChoice[] = ['natural', 'alphabetical', 'numeric', 'length'];

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-wrap items-end gap-x-5 gap-y-2 rounded-lg border border-slate-200 px-3 pt-1 pb-2 dark:border-slate-800">
      <legend className="px-1 text-sm font-medium">{title}</legend>
      {children}
    </fieldset>
  );
}

const newSeed = () => crypto.getRandomValues(new Uint32Array(1))[0] ?? 1;

/** The pipeline's options, grouped in the order the steps run: split, clean up, order, write out. */
export function PipelineControls({ request, onChange }: PipelineControlsProps) {
  const { split, order, output, join } = request;
  return (
    <>
      <Step title="1. Split">
        <Field label="Split input on">
          <Select value={split} options={SPLITS.options} onValue={(split) => onChange({ split })} />
        </Field>
        {split === 'custom' && (
          <Field label="Split separator" hint="\n new line, \t tab" className="w-32">
            <Input code value={request.splitCustom} onValue={(splitCustom) => onChange({ splitCustom })} />
          </Field>
        )}
      </Step>
      <Step title="2. Clean up">
        <Switch label="Trim items" checked={request.trim} onChange={(trim) => onChange({ trim })} />
        <Switch label="Remove blank items" checked={request.removeBlank} onChange={(removeBlank) => onChange({ removeBlank })} />
        <Switch label="Lower case" checked={request.lowercase} onChange={(lowercase) => onChange({ lowercase })} />
        <Switch label="Remove duplicates" checked={request.dedupe} onChange={(dedupe) => onChange({ dedupe })} />
        <Switch
          label="Ignore case"
          checked={request.ignoreCase}
          onChange={(ignoreCase) => onChange({ ignoreCase })}
          description="in duplicates, sort and counts"
        />
      </Step>
      <Step title="3. Order">
        <Field label="Order">
          <Select value={order} options={ORDERS.options} onValue={(order) => onChange({ order })} />
        </Field>
        {SORTS.includes(order) && <Switch label="Descending" checked={request.descending} onChange={(descending) => onChange({ descending })} />}
        {order === 'shuffle' && (
          <>
            <Field label="Seed" hint="the same seed gives the same shuffle" className="w-36">
              <Input
                code
                type="number"
                min={0}
                max={4294967295}
                value={request.seed}
                onValue={(text) => {
                  const seed = Number(text);
                  if (Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff) onChange({ seed });
                }}
              />
            </Field>
            <Button icon={Dices} onClick={() => onChange({ seed: newSeed() })}>
              Shuffle again
            </Button>
          </>
        )}
      </Step>
      <Step title="4. Write out">
        <Field label="Output as">
          <Select value={output} options={OUTPUTS.options} onValue={(output) => onChange({ output })} />
        </Field>
        {output === 'join' && (
          <>
            <Field label="Quotes">
              <Select value={request.quote} options={QUOTES.options} onValue={(quote) => onChange({ quote })} />
            </Field>
            <Field label="Join with">
              <Select value={join} options={JOINS.options} onValue={(join) => onChange({ join })} />
            </Field>
            {join === 'custom' && (
              <Field label="Join separator" hint="\n new line, \t tab" className="w-32">
                <Input code value={request.joinCustom} onValue={(joinCustom) => onChange({ joinCustom })} />
              </Field>
            )}
          </>
        )}
        <Field label="Prefix" className="w-28">
          <Input code value={request.prefix} maxLength={200} onValue={(prefix) => onChange({ prefix })} />
        </Field>
        <Field label="Suffix" className="w-28">
          <Input code value={request.suffix} maxLength={200} onValue={(suffix) => onChange({ suffix })} />
        </Field>
        {output !== 'join' && (
          <Switch label="Numbers unquoted" checked={request.numbers} onChange={(numbers) => onChange({ numbers })} description="when every item is a number" />
        )}
      </Step>
    </>
  );
}
