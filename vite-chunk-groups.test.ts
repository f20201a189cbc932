import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { toolChunkGroups } from './vite-chunk-groups';

type NameOf = (id: string, context: Rolldown.ChunkingContext) => string | null | undefined;

/** The chunk each group gives a module, in the order Rolldown asks them, after the landing page's modules are recorded. */
function chunkOf(id: string, landingModules: string[]): string | null {
  const groups = toolChunkGroups();
  const nameOf = (group: Rolldown.CodeSplittingGroup) => group.name as NameOf;
  const context = { getModuleInfo: () => ({ importedIds: [] }) } as unknown as Rolldown.ChunkingContext;
  for (const landing of landingModules) nameOf(groups[0]).call(undefined, landing, context);
  for (const group of groups.slice(1)) {
    const name = nameOf(group)(id, context);
    if (name) return name;
  }
  return null;
}

describe('toolChunkGroups', () => {
  it('puts the code pane and the panes built on it in one chunk, so a deep link fetches it in one request', () => {
    for (const pane of ['code-pane.tsx', 'code-editor.tsx', 'document-pane.tsx', 'text-pane.tsx', 'two-pane-page.tsx']) {
      expect(chunkOf(`/app/src/components/${pane}`, [])).toBe('code-pane');
    }
    expect(chunkOf('/app/node_modules/@codemirror/commands/dist/index.js', [])).toBe('code-pane');
  });

  it('leaves the landing page its own modules and tool screens their own chunks', () => {
    expect(chunkOf('/app/src/components/document-pane.tsx', ['/app/src/components/document-pane.tsx'])).toBeNull();
    expect(chunkOf('/app/src/tools/word-counter/word-counter.screen.tsx', [])).toBeNull();
    expect(chunkOf('/app/node_modules/@codemirror/view/dist/index.js', [])).toBeNull();
  });

  it('groups the small shared components every tool screen uses', () => {
    expect(chunkOf('/app/src/components/panel.tsx', [])).toBe('tool-kit');
  });

  it('keeps what only the two hashing tools share out of the tool-kit, and the hashers out of both', () => {
    expect(chunkOf('/app/src/lib/hashing/algorithms.ts', [])).toBe('hashing-ui');
    expect(chunkOf('/app/src/components/digest-table.tsx', [])).toBe('hashing-ui');
    expect(chunkOf('/app/src/lib/hashing/hash-job.ts', [])).not.toBe('hashing-ui');
  });
});
