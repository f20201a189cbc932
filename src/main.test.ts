import { describe, expect, it, vi } from 'vitest';

// The update prompt imports a module the PWA build plugin generates, which Vitest does not run.
vi.mock('@/app/pwa/pwa-prompt', () => ({ PwaPrompt: () => null }));

describe('main', () => {
  it('refuses to start without a root element', async () => {
    document.body.innerHTML = '';
    await expect(import('./main')).rejects.toThrow('Could not find root element to mount to');
  });
});
