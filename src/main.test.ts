import { describe, expect, it } from 'vitest';

describe('main', () => {
  it('refuses to start without a root element', async () => {
    document.body.innerHTML = '';
    await expect(import('./main')).rejects.toThrow('Could not find root element to mount to');
  });
});
