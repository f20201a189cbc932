/** What a file input accepts and the caller's own wording for each refusal. */
export interface FileRules {
  /** MIME types accepted, e.g. "application/json". */
  mimeTypes: readonly string[];
  /** Extensions accepted (lower case, with the dot), used when the browser gives no MIME type. */
  extensions: readonly string[];
  maxBytes: number;
  messages: { type: string; size: string };
}

/** Returns the caller's message for a refused file, or null when the file is acceptable. */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>, rules: FileRules): string | null {
  const name = file.name.toLowerCase();
  const typeOk = rules.mimeTypes.includes(file.type) || rules.extensions.some((extension) => name.endsWith(extension));
  if (!typeOk) return rules.messages.type;
  if (file.size > rules.maxBytes) return rules.messages.size;
  return null;
}

/** The value for an <input type="file" accept>. */
export function acceptAttribute(rules: FileRules): string {
  return [...rules.mimeTypes, ...rules.extensions].join(',');
}

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** 1536 → "1.5 KB"; decimal-free below 10 of a unit would hide useful detail, so one decimal is kept. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
