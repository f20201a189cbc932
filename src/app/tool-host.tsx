import { Component, useEffect, useRef, useState, type ReactNode } from 'react';
import { FavoriteButton } from '@/components/favorite-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { usePreloaded } from '@/hooks/use-preloaded';
import { REMEMBER_INPUTS_NOTE, rememberInputs, setRememberInputs } from '@/lib/remember-inputs';
import { useStoredValue } from '@/lib/stored-value';
import { ToolIdContext, ToolPresetContext } from '@/lib/tool-context';
import type { Tool } from '@/tools/define-tool';
import { favoriteTools, toggleFavorite } from './tool-lists';

class ToolErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200">
        This tool could not be loaded. Check your connection and{' '}
        <button type="button" className="underline" onClick={() => window.location.reload()}>
          reload the page
        </button>
        .
      </div>
    );
  }
}

/** The tool's screen once its code is here; a failed load is thrown to the error boundary above. */
function ToolScreen({ tool }: { tool: Tool }) {
  const screen = usePreloaded(tool.screen);
  if (screen.status === 'failed') throw screen.error;
  if (screen.status === 'loading') return <Skeleton label={`Loading ${tool.title}…`} lines={8} />;
  const Screen = screen.value.default;
  return <Screen />;
}

/** Shows one tool: its title as the heading (focused on open) and its lazily loaded screen, given the preset of the alias that opened it. */
export function ToolHost({ tool, preset: aliasPreset }: { tool: Tool; preset?: unknown }) {
  // Decided once, as the tool opens (the screen then takes the link out of the address): a share link (`?s=`) replaces the preset.
  const [preset] = useState(() => (window.location.hash.includes('?') ? undefined : aliasPreset));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Icon = tool.icon;
  const favorite = useStoredValue(favoriteTools).includes(tool.id);
  const remember = useStoredValue(rememberInputs);

  useEffect(() => {
    headingRef.current?.focus();
  }, [tool]);

  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <div className="mb-4 flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg text-white" style={{ backgroundColor: tool.color }}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
            {tool.title}
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{tool.description}</p>
        </div>
        <div className="ml-auto flex items-center gap-3 self-start">
          <Switch label="Remember my inputs on this device" checked={remember} onChange={setRememberInputs} description={REMEMBER_INPUTS_NOTE} />
          <FavoriteButton title={tool.title} favorite={favorite} onToggle={() => toggleFavorite(tool.id)} />
        </div>
      </div>
      <ToolIdContext value={tool.id}>
        <ToolPresetContext value={preset}>
          <ToolErrorBoundary key={tool.id}>
            <ToolScreen tool={tool} />
          </ToolErrorBoundary>
        </ToolPresetContext>
      </ToolIdContext>
    </main>
  );
}
