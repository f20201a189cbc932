import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_REMEMBERED_CHARS, setRememberInputs } from '@/lib/remember-inputs';
import { ToolIdContext } from '@/lib/tool-context';
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
});
