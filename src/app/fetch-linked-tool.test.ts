import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module reads the address once, as the page's entry does: each test imports a fresh copy. */
async function openAt(hash: string) {
  window.location.hash = hash;
  vi.resetModules();
  const [{ linkedToolReady }, { tools }] = await Promise.all([import('./fetch-linked-tool'), import('@/tools/registry')]);
  return { linkedToolReady, tools };
}

afterEach(() => {
  window.location.hash = '';
});

describe('linkedToolReady', () => {
  it('lets the landing page render at once', async () => {
    const { linkedToolReady } = await openAt('');
    let ready = false;
    void linkedToolReady().then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(true);
  });

  it('waits for a deep-linked tool’s code, so the first render can show the tool', async () => {
    // Transformed once beforehand, so loading it again takes far less than the wait's cap even on a busy machine.
    await import('@/tools/guid-generator/guid-generator.screen');
    const { linkedToolReady, tools } = await openAt('#/guid-generator');
    await linkedToolReady();
    expect(tools.find((tool) => tool.id === 'guid-generator')?.screen.loaded()).toBeDefined();
  });

  it('fetches the alias table first for an alias, then its tool’s code', async () => {
    const { tools } = await openAt('#/uuid-generator');
    // Waits for the condition, not the first render's 300 ms cap, which a busy machine may pass.
    await vi.waitFor(() => expect(tools.find((tool) => tool.id === 'guid-generator')?.screen.loaded()).toBeDefined(), { timeout: 15_000 });
  });
});
