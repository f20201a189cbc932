import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { baseName } from './markdown-preview-state';

/** ".md": downloads the Markdown under the opened file's name ("notes.md"), else "document.md". */
export function DownloadMarkdownButton({ markdown, sourceName }: { markdown: string; sourceName: string | null }) {
  return (
    <Button onClick={() => downloadText(`${baseName(sourceName)}.md`, markdown, 'text/markdown')} disabled={markdown === ''} aria-label="Download Markdown">
      <Download aria-hidden="true" className="size-4" /> .md
    </Button>
  );
}
