import { Plus, X } from 'lucide-react';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { HTTP_METHODS, type RequestForm as Request, type RequestHeader } from './request-to-curl.logic';

const methodOptions = HTTP_METHODS.map((method) => ({ value: method, label: method }));

interface RequestFormProps {
  value: Request;
  onChange: (change: Partial<Request>) => void;
}

/** Method, URL, a table of headers and a body: the request the curl command is written from. */
export function RequestFormPanel({ value, onChange }: RequestFormProps) {
  const setHeader = (index: number, change: Partial<RequestHeader>) =>
    onChange({ headers: value.headers.map((header, at) => (at === index ? { ...header, ...change } : header)) });
  const methods = methodOptions.some((option) => option.value === value.method)
    ? methodOptions
    : [...methodOptions, { value: value.method, label: value.method }];

  return (
    <Panel title="Request">
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Method">
          <Select value={value.method} options={methods} onValue={(method) => onChange({ method })} />
        </Field>
        <Field label="URL" className="min-w-0 flex-1">
          <Input code value={value.url} onValue={(url) => onChange({ url })} placeholder="https://api.example.com/v1/items?limit=10" />
        </Field>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">Headers</legend>
        {value.headers.map((header, index) => (
          <div key={index} className="flex items-center gap-2">
            <Input
              code
              aria-label={`Header ${index + 1} name`}
              value={header.name}
              onValue={(name) => setHeader(index, { name })}
              placeholder="Content-Type"
              className="w-48"
            />
            <Input
              code
              aria-label={`Header ${index + 1} value`}
              value={header.value}
              onValue={(text) => setHeader(index, { value: text })}
              placeholder="application/json"
              className="min-w-0 flex-1"
            />
            <Button
              icon={X}
              variant="ghost"
              size="sm"
              aria-label={`Remove header ${index + 1}`}
              onClick={() => onChange({ headers: value.headers.filter((_, at) => at !== index) })}
            />
          </div>
        ))}
        <Button icon={Plus} size="sm" onClick={() => onChange({ headers: [...value.headers, { name: '', value: '' }] })}>
          Add header
        </Button>
      </fieldset>
      <Field label="Body" hint="Sent as it is, with --data-raw; leave it empty for none.">
        <Textarea plain rows={6} value={value.body} onValue={(body) => onChange({ body })} placeholder='{"name":"Ada"}' />
      </Field>
    </Panel>
  );
}
