/** What a run of bytes is, for naming a download and choosing a preview. */
export interface FileType {
  mime: string;
  /** Without the dot. */
  extension: string;
  label: string;
}

interface Signature extends FileType {
  /** Bytes at `offset`; null matches any byte. */
  magic: readonly (number | null)[];
  offset?: number;
}

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

/** Common formats by their leading bytes ("magic numbers"). */
const SIGNATURES: readonly Signature[] = [
  { mime: 'image/png', extension: 'png', label: 'PNG image', magic: [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a] },
  { mime: 'image/jpeg', extension: 'jpg', label: 'JPEG image', magic: [0xff, 0xd8, 0xff] },
  { mime: 'image/gif', extension: 'gif', label: 'GIF image', magic: ascii('GIF8') },
  { mime: 'image/webp', extension: 'webp', label: 'WebP image', magic: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  { mime: 'image/bmp', extension: 'bmp', label: 'BMP image', magic: ascii('BM') },
  { mime: 'image/x-icon', extension: 'ico', label: 'Icon', magic: [0, 0, 1, 0] },
  { mime: 'image/avif', extension: 'avif', label: 'AVIF image', magic: ascii('ftypavif'), offset: 4 },
  { mime: 'application/pdf', extension: 'pdf', label: 'PDF document', magic: ascii('%PDF-') },
  { mime: 'application/zip', extension: 'zip', label: 'ZIP archive', magic: [0x50, 0x4b, 0x03, 0x04] },
  { mime: 'application/gzip', extension: 'gz', label: 'gzip archive', magic: [0x1f, 0x8b] },
  { mime: 'application/wasm', extension: 'wasm', label: 'WebAssembly module', magic: [0, ...ascii('asm')] },
  { mime: 'font/woff2', extension: 'woff2', label: 'WOFF2 font', magic: ascii('wOF2') },
  { mime: 'font/woff', extension: 'woff', label: 'WOFF font', magic: ascii('wOFF') },
  { mime: 'audio/mpeg', extension: 'mp3', label: 'MP3 audio', magic: ascii('ID3') },
  { mime: 'audio/ogg', extension: 'ogg', label: 'Ogg media', magic: ascii('OggS') },
  { mime: 'video/mp4', extension: 'mp4', label: 'MP4 video', magic: ascii('ftyp'), offset: 4 },
];

export const UNKNOWN_BINARY: FileType = { mime: 'application/octet-stream', extension: 'bin', label: 'Binary data' };

/** The format the bytes start with, or null when none is recognised. */
export function sniffFileType(bytes: Uint8Array): FileType | null {
  const signature = SIGNATURES.find(
    ({ magic, offset = 0 }) => bytes.length >= offset + magic.length && magic.every((byte, index) => byte === null || bytes[offset + index] === byte),
  );
  return signature ? { mime: signature.mime, extension: signature.extension, label: signature.label } : null;
}

/** Text formats (no magic number) whose extension differs from their MIME subtype. */
const TEXT_EXTENSIONS: Readonly<Record<string, string>> = {
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/javascript': 'js',
  'image/svg+xml': 'svg',
};

/** A file type for a declared MIME type (from a data: URL or a dropped file), known or not. */
export function fileTypeForMime(mime: string): FileType {
  if (mime === UNKNOWN_BINARY.mime) return UNKNOWN_BINARY;
  const known = SIGNATURES.find((signature) => signature.mime === mime);
  if (known) return { mime, extension: known.extension, label: known.label };
  const textExtension = TEXT_EXTENSIONS[mime];
  if (textExtension) return { mime, extension: textExtension, label: mime };
  const subtype = /^[\w.+-]+\/([\w.-]+)/.exec(mime)?.[1];
  return subtype ? { mime, extension: subtype.replace(/^x-/, ''), label: mime } : UNKNOWN_BINARY;
}

/** Raster formats an <img> shows safely (no scripts run in them). */
export const isPreviewableImage = (type: FileType) =>
  ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/x-icon', 'image/avif'].includes(type.mime);
