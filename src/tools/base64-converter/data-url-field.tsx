import { CopyButton } from '@/components/copy-button';
import { Panel } from '@/components/panel';
import { formatBytes } from '@/lib/files';

const SHOWN_CHARACTERS = 160;

/** The encoded file as a data: URL, ready to paste into HTML or CSS; long ones are shortened on screen, never on copy. */
export function DataUrlField({ url }: { url: string }) {
  const shortened = url.length > SHOWN_CHARACTERS;
  return (
    <Panel
      title="Data URL"
      actions={
        <>
          <span className="text-xs text-slate-500 dark:text-slate-400">{formatBytes(url.length)}</span>
          <CopyButton text={url} label="Copy data URL" />
        </>
      }
    >
      <p className="font-mono text-xs break-all text-slate-700 dark:text-slate-300" data-testid="data-url">
        {shortened ? `${url.slice(0, SHOWN_CHARACTERS)}…` : url}
      </p>
    </Panel>
  );
}
