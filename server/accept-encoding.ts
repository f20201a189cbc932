/** The precompressed encodings we serve, in order of preference, and their file suffixes. */
export const SUFFIXES = { br: '.br', gzip: '.gz' } as const;
export type Encoding = keyof typeof SUFFIXES;

/**
 * The encodings an Accept-Encoding header allows, best first. A coding is allowed when its
 * q-value (or that of `*`) is above zero; our own order decides among allowed ones, since
 * brotli output is always the smaller file.
 */
export function preferredEncodings(header: string | undefined): Encoding[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    if (name === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const allowed = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return (Object.keys(SUFFIXES) as Encoding[]).filter(allowed);
}
