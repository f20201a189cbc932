import { DocumentPane } from '@/components/document-pane';
import { OutputNotes } from '@/components/output-notes';
import type { SchemaCheck } from './pdf-convert';
import { jsonFileName, prettyJson } from './pdf-to-json.logic';

interface ExtractedJsonPaneProps {
  /** The extracted JSON value; undefined before a result. */
  value: unknown;
  schemaCheck: SchemaCheck | null;
  busy: boolean;
  fileName: string;
}

/** The "Extracted JSON" pane: the result pretty-printed, Copy, Download, and how it fared against the schema. */
export function ExtractedJsonPane({ value, schemaCheck, busy, fileName }: ExtractedJsonPaneProps) {
  const text = value === undefined ? '' : prettyJson(value);
  return (
    <DocumentPane
      label="Extracted JSON"
      value={text}
      readOnly
      language="json"
      placeholder="Extracted JSON will appear here."
      generated
      busy={busy ? 'Converting…' : null}
      copy
      download={{ fileName: jsonFileName(fileName), mimeType: 'application/json', ariaLabel: 'Download JSON' }}
      footer={schemaCheck && !busy ? <SchemaStatus check={schemaCheck} /> : undefined}
      notes={schemaCheck?.status === 'invalid' && !busy && <OutputNotes tone="warning" title="Schema problems" items={schemaCheck.problems} />}
    />
  );
}

function SchemaStatus({ check }: { check: SchemaCheck }) {
  if (check.status === 'valid') {
    return <p role="status">✓ Matches the JSON Schema{check.retried ? ' (after one retry with the validation errors).' : '.'}</p>;
  }
  return <p role="status">⚠ Does not match the JSON Schema, even after one retry.</p>;
}
