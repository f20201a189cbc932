import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageIdle } from './when-page-idle';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('whenPageIdle', () => {
  it('waits for the load event, then for an idle moment of at most 3 s', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = vi.fn((run: () => void, options?: { timeout?: number }) => {
      expect(options?.timeout).toBe(3000);
      run();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const callback = vi.fn();
    whenPageIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledOnce();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('waits only for idleness when the page has loaded already', () => {
    let runIdle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      runIdle = run;
      return 1;
    });
    const callback = vi.fn();
    whenPageIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    runIdle();
    expect(callback).toHaveBeenCalledOnce();
  });
});
