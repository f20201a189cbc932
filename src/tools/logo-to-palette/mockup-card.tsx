import type { MockupTheme } from '@contract/logo-mockup';
import { ImageOff, RefreshCw } from 'lucide-react';
import { DownloadButton } from '@/components/download-button';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { GENERATION_FAILED, mockupFileName } from './logo-file.logic';
import type { MockupSlot } from './pipeline.logic';

interface MockupCardProps {
  theme: MockupTheme;
  slot: MockupSlot;
  canRegenerate: boolean;
  onRegenerate: () => void;
}

const titles: Record<MockupTheme, string> = { light: 'Light Theme Mockup', dark: 'Dark Theme Mockup' };

const mimeTypeOf = (dataUrl: string) => /^data:([^;,]+);base64,/.exec(dataUrl)?.[1] ?? 'image/png';

/** The page's CSP lets fetch() reach only our own origin, so a data: URL is decoded by hand. */
function dataUrlBlob(dataUrl: string): Blob {
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: mimeTypeOf(dataUrl) });
}

/** One mockup: a spinner while it is drawn, then the image (with a PNG download) or "Generation failed"; Regenerate redraws it alone. */
export function MockupCard({ theme, slot, canRegenerate, onRegenerate }: MockupCardProps) {
  const title = titles[theme];
  return (
    <Panel
      title={title}
      flush
      className="overflow-hidden"
      actions={
        <>
          {slot.status === 'ready' && (
            <DownloadButton
              label="PNG"
              ariaLabel={`Download ${theme} mockup PNG`}
              fileName={mockupFileName(theme, mimeTypeOf(slot.dataUrl))}
              mimeType={mimeTypeOf(slot.dataUrl)}
              content={() => dataUrlBlob(slot.dataUrl)}
            />
          )}
          <Button icon={RefreshCw} busy={slot.status === 'loading'} onClick={onRegenerate} disabled={!canRegenerate}>
            Regenerate
          </Button>
        </>
      }
    >
      <div className="grid aspect-[16/10] place-items-center bg-slate-50 dark:bg-slate-950">
        {slot.status === 'loading' && <StatusLine busy>Generating {theme} mockup…</StatusLine>}
        {slot.status === 'ready' && (
          <img src={slot.dataUrl} alt={`${theme === 'light' ? 'Light' : 'Dark'} theme website mockup`} className="size-full object-contain" />
        )}
        {slot.status === 'failed' && (
          <p className="flex items-center gap-2 text-sm font-medium text-red-700 dark:text-red-400">
            <ImageOff aria-hidden="true" className="size-5" /> {GENERATION_FAILED}
          </p>
        )}
        {slot.status === 'empty' && <p className="text-sm text-slate-500 dark:text-slate-400">The mockup will appear here.</p>}
      </div>
    </Panel>
  );
}
