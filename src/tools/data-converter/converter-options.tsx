import { ArrowLeftRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select, type SelectOption } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import type { DelimiterChoice, HeaderChoice } from './csv.logic';
import { FORMAT_LABELS, FORMATS, type ConvertOptions, type Format } from './convert.logic';

const formatOptions = FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }));
const indentOptions = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: '0', label: 'One line (JSON)' },
];
const delimiterOptions: SelectOption<DelimiterChoice>[] = [
  { value: 'auto', label: 'Detect' },
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe (|)' },
];
const headerOptions: SelectOption<HeaderChoice>[] = [
  { value: 'auto', label: 'Detect' },
  { value: 'yes', label: 'First row is the header' },
  { value: 'no', label: 'No header row' },
];

interface ConverterOptionsProps {
  from: Format;
  to: Format;
  options: ConvertOptions;
  onFormats: (from: Format, to: Format) => void;
  onSwap: () => void;
  onOptions: (patch: Partial<ConvertOptions>) => void;
}

/** The formats, the swap, and only the options that matter to the formats chosen. */
export function ConverterOptions({ from, to, options, onFormats, onSwap, onOptions }: ConverterOptionsProps) {
  const involves = (...formats: Format[]) => formats.includes(from) || formats.includes(to);
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <Field label="From format">
        <Select value={from} options={formatOptions} onValue={(format) => onFormats(format, to)} />
      </Field>
      <Button icon={ArrowLeftRight} onClick={onSwap}>
        Swap
      </Button>
      <Field label="To format">
        <Select value={to} options={formatOptions} onValue={(format) => onFormats(from, format)} />
      </Field>
      {involves('json', 'yaml', 'xml') && (
        <Field label="Indent">
          <Select value={String(options.indent)} options={indentOptions} onValue={(indent) => onOptions({ indent: Number(indent) })} />
        </Field>
      )}
      {involves('csv') && (
        <Field label="Delimiter">
          <Select value={options.delimiter} options={delimiterOptions} onValue={(delimiter) => onOptions({ delimiter })} />
        </Field>
      )}
      {involves('csv', 'tsv') && (
        <Field label="Header row">
          <Select value={options.header} options={headerOptions} onValue={(header) => onOptions({ header })} />
        </Field>
      )}
      {involves('csv', 'tsv', 'xml') && (
        <div className="pb-2">
          <Switch label="Infer types" checked={options.inferTypes} onChange={(inferTypes) => onOptions({ inferTypes })} />
        </div>
      )}
    </div>
  );
}
