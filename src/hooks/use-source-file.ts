import { useState } from 'react';

/** The text a pane edits, with the name of the file it came from (for the footer and downloads) and a file that could not be opened. */
export function useSourceFile(value: string, onChange: (text: string) => void) {
  const [name, setName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const open = async (file: File) => {
    setFileError(null);
    const text = await file.text();
    setName(file.name);
    onChange(text);
  };
  // Emptied text no longer comes from the file.
  const edit = (text: string) => {
    if (text === '') setName(null);
    onChange(text);
  };
  return { value, name, fileError, setFileError, open, edit };
}

export type SourceFile = ReturnType<typeof useSourceFile>;
