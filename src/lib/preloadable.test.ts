import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

describe('preloadable', () => {
  it('imports once however often it is asked, and reads the module synchronously afterwards', async () => {
    const importModule = vi.fn(async () => ({ default: 'screen' }));
    const module = preloadable(importModule);
    expect(module.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toEqual({ default: 'screen' });
    expect(second).toBe(first);
    expect(module.loaded()).toBe(first);
    await module.load();
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('tries again after a failed import instead of keeping the failure', async () => {
    const importModule = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: 'screen' });
    const module = preloadable(importModule);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ default: 'screen' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
