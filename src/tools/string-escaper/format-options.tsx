import { Field } from '@/components/ui/field';
import { Select, type SelectOption } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import type { Direction, EscapeOptions, Format } from './string-escaper.logic';

interface FormatOptionsProps {
  format: Format;
  direction: Direction;
  options: EscapeOptions;
  onChange: (patch: Partial<EscapeOptions>) => void;
}

const jsQuotes: SelectOption<EscapeOptions['quote']>[] = [
  { value: 'double', label: 'Double "…"' },
  { value: 'single', label: "Single '…'" },
  { value: 'backtick', label: 'Template `…`' },
];
const pythonQuotes = jsQuotes.slice(0, 2);
const regexStyles: SelectOption<EscapeOptions['regexStyle']>[] = [
  { value: 'pattern', label: 'In a pattern' },
  { value: 'class', label: 'Inside a character class […]' },
  { value: 'es2025', label: 'RegExp.escape (ES2025, safe anywhere)' },
];
const delimiters: SelectOption<EscapeOptions['csvDelimiter']>[] = [
  { value: ',', label: 'Comma' },
  { value: ';', label: 'Semicolon' },
  { value: '\t', label: 'Tab' },
];
const urlModes: SelectOption<EscapeOptions['urlMode']>[] = [
  { value: 'component', label: 'encodeURIComponent' },
  { value: 'rfc3986', label: "RFC 3986 (also ! ' ( ) *)" },
  { value: 'form', label: 'Form (space as +)' },
];

const NON_ASCII_LABEL: Partial<Record<Format, string>> = {
  json: 'Escape non-ASCII (\\uXXXX)',
  javascript: 'Escape non-ASCII (\\x, \\u, \\u{…})',
  java: 'Escape non-ASCII (\\uXXXX)',
  csharp: 'Escape non-ASCII (\\u, \\U)',
  python: 'Escape non-ASCII (\\x, \\u, \\U)',
  html: 'Escape non-ASCII (&#x…;)',
  xml: 'Escape non-ASCII (&#x…;)',
};

/** The options that matter to the chosen format and direction; the rest stay as they were. */
export function FormatOptions({ format, direction, options, onChange }: FormatOptionsProps) {
  const escaping = direction === 'escape';
  const nonAsciiLabel = NON_ASCII_LABEL[format];
  return (
    <>
      {(format === 'javascript' || format === 'python') && (
        <Field label="Quotes" inline>
          <Select
            value={format === 'python' && options.quote === 'backtick' ? 'double' : options.quote}
            options={format === 'python' ? pythonQuotes : jsQuotes}
            onValue={(quote) => onChange({ quote })}
          />
        </Field>
      )}
      {format === 'csharp' && <Switch label='Verbatim string (@"…")' checked={options.verbatim} onChange={(verbatim) => onChange({ verbatim })} />}
      {format === 'sql' && <Switch label="MySQL backslash escapes" checked={options.mysql} onChange={(mysql) => onChange({ mysql })} />}
      {format === 'regex' && (
        <Field label="Where" inline>
          <Select value={options.regexStyle} options={regexStyles} onValue={(regexStyle) => onChange({ regexStyle })} />
        </Field>
      )}
      {format === 'csv' && (
        <>
          <Field label="Delimiter" inline>
            <Select value={options.csvDelimiter} options={delimiters} onValue={(csvDelimiter) => onChange({ csvDelimiter })} />
          </Field>
          {escaping && <Switch label="Always quote" checked={options.csvAlwaysQuote} onChange={(csvAlwaysQuote) => onChange({ csvAlwaysQuote })} />}
        </>
      )}
      {format === 'url' && (
        <Field label="Encoding" inline>
          <Select value={options.urlMode} options={urlModes} onValue={(urlMode) => onChange({ urlMode })} />
        </Field>
      )}
      {escaping && nonAsciiLabel && !(format === 'csharp' && options.verbatim) && (
        <Switch label={nonAsciiLabel} checked={options.nonAscii} onChange={(nonAscii) => onChange({ nonAscii })} />
      )}
      {escaping && format === 'json' && <Switch label="Escape / as \/" checked={options.slash} onChange={(slash) => onChange({ slash })} />}
    </>
  );
}
