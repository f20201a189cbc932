import * as z from 'zod/mini';
import { CopyButton } from '@/components/copy-button';
import { SideBySide } from '@/components/side-by-side';
import { TermList } from '@/components/term-list';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { type FloatBits, floatBits, floatFromHex, parseDecimal } from './float-bits.logic';

type FloatMode = 'value' | 'bits32' | 'bits64';
interface FloatInput {
  mode: FloatMode;
  text: string;
}

const modeOptions = [
  { value: 'value', label: 'Decimal value' },
  { value: 'bits32', label: 'binary32 bits (hex)' },
  { value: 'bits64', label: 'binary64 bits (hex)' },
] as const;

const floatShape = shapeOf(z.object({ mode: z.enum(['value', 'bits32', 'bits64']), text: z.string().check(z.maxLength(1000)) }));

/** The encodings to show, or the reason there are none. */
function readFloat({ mode, text }: FloatInput): FloatBits[] | string {
  if (text.trim() === '') return [];
  if (mode === 'value') {
    const value = parseDecimal(text);
    return value === null ? 'Enter a decimal number such as 3.14, -0, 1e-7, Infinity or NaN.' : [floatBits(value, 32), floatBits(value, 64)];
  }
  const width = mode === 'bits32' ? 32 : 64;
  const bits = floatFromHex(text, width);
  return bits ? [bits] : `Enter exactly ${width / 4} hexadecimal digits (${width} bits), such as ${width === 32 ? '40490FDB' : '400921FB54442D18'}.`;
}

const kindText: Record<FloatBits['kind'], string> = {
  zero: 'zero',
  subnormal: 'subnormal (below the smallest normal number)',
  normal: 'normal',
  infinity: 'infinity',
  nan: 'not a number (NaN)',
};

function FloatTable({ bits }: { bits: FloatBits }) {
  const name = `binary${bits.width}`;
  const rows: [string, string][] = [
    ['Hexadecimal', bits.hex],
    ['Sign', `${bits.sign} (${bits.sign ? 'negative' : 'positive'})`],
    ['Exponent', `${bits.exponentBits}${bits.exponent === null ? '' : ` (2^${bits.exponent})`}`],
    ['Fraction', bits.fractionBits],
    ['Stored value', String(Object.is(bits.stored, -0) ? '-0' : bits.stored)],
    ['Kind', kindText[bits.kind]],
  ];
  return (
    <Panel
      level={3}
      title={`${name} (${bits.width === 32 ? 'float' : 'double'})`}
      actions={<CopyButton text={bits.hex} ariaLabel={`Copy ${name} hexadecimal`} />}
    >
      <TermList rows={rows} />
    </Panel>
  );
}

export function FloatPanel() {
  const [input, setInput] = useToolInput<FloatInput>('float', { mode: 'value', text: '0.1' }, floatShape);
  const read = readFloat(input);
  return (
    <section aria-labelledby="float-heading" className="space-y-4">
      <h2 id="float-heading" className="text-lg font-semibold">
        IEEE 754 floating point
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <Segmented legend="Read" name="float-mode" value={input.mode} options={modeOptions} onChange={(mode) => setInput({ ...input, mode })} />
        <Field label={input.mode === 'value' ? 'Decimal value' : 'Bits'} className="min-w-64 flex-1">
          <Input code value={input.text} onValue={(text) => setInput({ ...input, text })} />
        </Field>
      </div>
      <ErrorLine message={typeof read === 'string' ? read : null} />
      {typeof read !== 'string' && (
        <SideBySide>
          {read.map((bits) => (
            <FloatTable key={bits.width} bits={bits} />
          ))}
        </SideBySide>
      )}
    </section>
  );
}
