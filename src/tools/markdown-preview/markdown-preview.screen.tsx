import { ShareLinkButton } from '@/components/share-link-button';
import { Segmented } from '@/components/ui/segmented';
import { Switch } from '@/components/ui/switch';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { HtmlPanel } from './html-panel';
import { MarkdownPanel } from './markdown-panel';
import { DEFAULT_STATE, type DocumentState, documentShape, type Mode } from './markdown-preview-state';
import './markdown-preview.css';

const modeOptions: { value: Mode; label: string }[] = [
  { value: 'markdown-to-html', label: 'Markdown to HTML' },
  { value: 'html-to-markdown', label: 'HTML to Markdown' },
];

/** The part of the state a link carries: the mode and the text it works on, not the other mode's text. */
function linkState({ mode, view, markdown, html }: DocumentState) {
  return mode === 'markdown-to-html' ? { mode, view, markdown } : { mode, html };
}

export default function MarkdownPreviewScreen() {
  const shared = useSharedState(documentShape);
  const [state, setState] = useToolInput('document', DEFAULT_STATE, documentShape, { shared });
  const change = (patch: Partial<DocumentState>) => setState((previous) => ({ ...previous, ...patch }));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Segmented legend="Mode" name="markdown-mode" value={state.mode} options={modeOptions} onChange={(mode) => change({ mode })} />
        {state.mode === 'markdown-to-html' && <Switch label="Scroll sync" checked={state.scrollSync} onChange={(scrollSync) => change({ scrollSync })} />}
        <ShareLinkButton state={linkState(state)} />
      </div>
      {state.mode === 'markdown-to-html' ? (
        <MarkdownPanel
          markdown={state.markdown}
          onMarkdown={(markdown) => change({ markdown })}
          view={state.view}
          onView={(view) => change({ view })}
          scrollSync={state.scrollSync}
        />
      ) : (
        <HtmlPanel html={state.html} onHtml={(html) => change({ html })} />
      )}
    </div>
  );
}
