import { CopyButton } from '@/components/copy-button';
import { formatBytes } from '@/lib/files';

const SHOWN_CHARACTERS = 160;

/** The encoded file as a data: URL, ready to paste into HTML or CSS; long ones are shortened on screen, never on copy. */
export function DataUrlField({ url }: { url: string }) {
  const shortened = url.length > SHOWN_CHARACTERS;
  return (
    <section
      aria-labelledby="data-url-title"
      className="space-y-1.5 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-2">
        <h2 id="data-url-title" className="text-sm font-semibold">
          Data URL
        </h2>
        <span className="text-xs text-slate-500 dark:text-slate-400">{formatBytes(url.length)}</span>
        <CopyButton text={url} label="Copy data URL" className="ml-auto" />
      </div>
      <p className="font-mono text-xs break-all text-slate-700 dark:text-slate-300" data-testid="data-url">
        {shortened ? `${url.slice(0, SHOWN_CHARACTERS)}…` : url}
      </p>
    </section>
  );
}
