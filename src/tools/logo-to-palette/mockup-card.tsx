import type { MockupTheme } from '@contract/logo-mockup';
import { Download, ImageOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadBlob } from '@/lib/download';
import { GENERATION_FAILED, mockupFileName } from './logo-file.logic';
import type { MockupSlot } from './pipeline.logic';

interface MockupCardProps {
  theme: MockupTheme;
  slot: MockupSlot;
  canRegenerate: boolean;
  onRegenerate: () => void;
}

const titles: Record<MockupTheme, string> = { light: 'Light Theme Mockup', dark: 'Dark Theme Mockup' };

/** The page's CSP lets fetch() reach only our own origin, so a data: URL is decoded by hand. */
function download(theme: MockupTheme, dataUrl: string) {
  const [header = '', data = ''] = dataUrl.split(',');
  const mimeType = /^data:([^;]+);base64$/.exec(header)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
  downloadBlob(mockupFileName(theme, mimeType), new Blob([bytes], { type: mimeType }));
}

/** One mockup: a spinner while it is drawn, then the image (with a PNG download) or "Generation failed"; Regenerate redraws it alone. */
export function MockupCard({ theme, slot, canRegenerate, onRegenerate }: MockupCardProps) {
  const title = titles[theme];
  return (
    <section
      aria-label={title}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <h2 className="text-sm font-semibold">{title}</h2>
        <div className="ml-auto flex gap-2">
          {slot.status === 'ready' && (
            <Button onClick={() => download(theme, slot.dataUrl)} aria-label={`Download ${theme} mockup PNG`}>
              <Download aria-hidden="true" className="size-4" /> PNG
            </Button>
          )}
          <Button icon={RefreshCw} busy={slot.status === 'loading'} onClick={onRegenerate} disabled={!canRegenerate}>
            Regenerate
          </Button>
        </div>
      </div>
      <div className="grid aspect-[16/10] place-items-center bg-slate-50 dark:bg-slate-950">
        {slot.status === 'loading' && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Spinner className="size-6" /> Generating {theme} mockup…
          </p>
        )}
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
    </section>
  );
}
