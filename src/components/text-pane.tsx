import { anyTextFile } from '@/lib/files';
import { DocumentPane } from './document-pane';

const ANY_TEXT = anyTextFile(50);

interface TextPaneProps {
  value: string;
  onChange: (text: string) => void;
  /** What the tool does with a dropped file, in "Drop a text file to {verb} it" ("count", "inspect"). */
  verb: string;
  /** Why the text is being worked on ("Counting…"), or null. */
  busy: string | null;
  error: string | null;
}

/**
 * The one input of a tool that reads any text for its words and characters, not a format: a document
 * pane titled "Text", lines wrapped, that opens or takes dropped text files of up to 50 MB.
 */
export function TextPane({ value, onChange, verb, busy, error }: TextPaneProps) {
  return (
    <DocumentPane
      label="Text"
      value={value}
      onChange={onChange}
      wrapLines
      placeholder="Type or paste text here, or drop a text file."
      file={{ rules: ANY_TEXT, dropLabel: `Drop a text file to ${verb} it` }}
      busy={busy}
      error={error}
    />
  );
}
