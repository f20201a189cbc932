import * as z from 'zod/mini';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { fromRoman, toRoman } from './roman.logic';

/** Both fields, and which one was typed last: the other one follows it. */
interface RomanInput {
  number: string;
  numeral: string;
  typed: 'number' | 'numeral';
}

const romanShape = shapeOf(
  z.object({ number: z.string().check(z.maxLength(100)), numeral: z.string().check(z.maxLength(100)), typed: z.enum(['number', 'numeral']) }),
);

function follow(input: RomanInput): { number: string; numeral: string; problem: string | null } {
  if (input.typed === 'number') {
    if (input.number.trim() === '') return { ...input, numeral: '', problem: null };
    const written = /^\s*\d+\s*$/.test(input.number) ? toRoman(Number(input.number)) : { ok: false as const, message: 'Enter a whole number from 1 to 3,999.' };
    return written.ok ? { number: input.number, numeral: written.value, problem: null } : { number: input.number, numeral: '', problem: written.message };
  }
  if (input.numeral.trim() === '') return { ...input, number: '', problem: null };
  const read = fromRoman(input.numeral);
  return read.ok ? { number: String(read.value), numeral: input.numeral, problem: null } : { number: '', numeral: input.numeral, problem: read.message };
}

export function RomanPanel() {
  const [input, setInput] = useToolInput<RomanInput>('roman', { number: '2026', numeral: '', typed: 'number' }, romanShape);
  const shown = follow(input);
  return (
    <section aria-labelledby="roman-heading" className="space-y-4">
      <h2 id="roman-heading" className="text-lg font-semibold">
        Roman numerals
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Arabic number" className="w-48">
          <Input inputMode="numeric" value={shown.number} onValue={(number) => setInput({ ...input, number, typed: 'number' })} autoComplete="off" />
        </Field>
        <Field label="Roman numeral" className="w-64">
          <Input code value={shown.numeral} onValue={(numeral) => setInput({ ...input, numeral, typed: 'numeral' })} className="uppercase" />
        </Field>
        <CopyButton text={shown.numeral.trim().toUpperCase()} ariaLabel="Copy Roman numeral" />
      </div>
      <ErrorLine message={shown.problem} />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Standard form: I 1, V 5, X 10, L 50, C 100, D 500, M 1000. A smaller numeral before a larger one subtracts (IV 4, IX 9, XL 40, XC 90, CD 400, CM 900),
        no numeral appears more than three times in a row, and the range is 1 to 3,999: there is no zero.
      </p>
    </section>
  );
}
