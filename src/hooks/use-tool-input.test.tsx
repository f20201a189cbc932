import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_REMEMBERED_CHARS, setRememberInputs } from '@/lib/remember-inputs';
import { ToolIdContext, ToolPresetContext } from '@/lib/tool-context';
import { useToolInput } from './use-tool-input';

const aString = (raw: unknown) => (typeof raw === 'string' ? raw : undefined);
const inTool = ({ children }: { children: ReactNode }) => <ToolIdContext value="demo-tool">{children}</ToolIdContext>;
const render = (options?: Parameters<typeof useToolInput<string>>[3]) =>
  renderHook(() => useToolInput('field', 'default', aString, options), { wrapper: inTool });

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
  vi.useRealTimers();
});

describe('useToolInput', () => {
  it('keeps nothing while the setting is off', () => {
    vi.useFakeTimers();
    const { result } = render();
    act(() => result.current[1]('typed'));
    act(() => vi.advanceTimersByTime(1000));
    expect(localStorage.getItem('devdeck:input:demo-tool:field')).toBeNull();
  });

  it('when on, saves after typing pauses and starts from the saved value next time', () => {
    vi.useFakeTimers();
    setRememberInputs(true);
    const first = render();
    act(() => first.result.current[1]('typed'));
    expect(localStorage.getItem('devdeck:input:demo-tool:field')).toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(localStorage.getItem('devdeck:input:demo-tool:field')).toBe('"typed"');
    first.unmount();
    expect(render().result.current[0]).toBe('typed');
  });

  it('saves a pending change when the tool closes before the pause', () => {
    setRememberInputs(true);
    const { result, unmount } = render();
    act(() => result.current[1]('closing'));
    unmount();
    expect(localStorage.getItem('devdeck:input:demo-tool:field')).toBe('"closing"');
  });

  it('lets a shared link win, ignores a stored value of the wrong shape, and keeps only what `keep` allows', () => {
    setRememberInputs(true);
    localStorage.setItem('devdeck:input:demo-tool:field', '"remembered"');
    expect(render({ shared: 'from link' }).result.current[0]).toBe('from link');
    localStorage.setItem('devdeck:input:demo-tool:field', '{"not":"a string"}');
    expect(render().result.current[0]).toBe('default');

    const { result, unmount } = render({ keep: (value) => value.replace(/secret/g, '') });
    act(() => result.current[1]('no secret here'));
    unmount();
    expect(localStorage.getItem('devdeck:input:demo-tool:field')).toBe('"no  here"');
  });

  it('forgets everything when switched off, and skips inputs too big to keep', () => {
    setRememberInputs(true);
    const { result, unmount } = render();
    act(() => result.current[1]('x'.repeat(MAX_REMEMBERED_CHARS + 1)));
    unmount();
    expect(localStorage.getItem('devdeck:input:demo-tool:field')).toBeNull();
    localStorage.setItem('devdeck:input:other-tool:a', '"1"');
    localStorage.setItem('devdeck:favourites', '[]');
    setRememberInputs(false);
    expect(Object.keys(localStorage).sort()).toEqual(['devdeck:favourites', 'devdeck:remember-inputs']);
  });

  it('under an alias preset, sets only the fields the preset names over what was remembered; a share link still replaces all', () => {
    type CaseState = { text: string; target: string };
    const defaults: CaseState = { text: '', target: 'camel' };
    const aCaseState = (raw: unknown) => (typeof raw === 'object' && raw !== null ? { ...defaults, ...(raw as Partial<CaseState>) } : undefined);
    const openWith = (preset: unknown, shared: CaseState) =>
      renderHook(() => useToolInput<CaseState>('state', defaults, aCaseState, { shared }), {
        wrapper: ({ children }: { children: ReactNode }) => (
          <ToolIdContext value="demo-tool">
            <ToolPresetContext value={preset}>{children}</ToolPresetContext>
          </ToolIdContext>
        ),
      }).result.current[0];
    setRememberInputs(true);
    localStorage.setItem('devdeck:input:demo-tool:state', JSON.stringify({ text: 'Kept Text', target: 'snake' }));

    expect(openWith({ target: 'slug' }, { text: '', target: 'slug' })).toEqual({ text: 'Kept Text', target: 'slug' });
    // No preset in the context: the value came from a share link and replaces everything.
    expect(openWith(undefined, { text: 'linked', target: 'kebab' })).toEqual({ text: 'linked', target: 'kebab' });
    setRememberInputs(false);
    expect(openWith({ target: 'slug' }, { text: '', target: 'slug' })).toEqual({ text: '', target: 'slug' });
  });
});
