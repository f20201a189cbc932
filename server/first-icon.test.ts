// @vitest-environment node
// The first SVG icon answer at the real server (the bundle, in its own process): sanitising it needs a
// DOM (jsdom, about 2 s of CPU to load), which must not stop the instance answering everyone else.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiApp, startAiApp } from '@test-support/ai-app';

/** Health answers the server must give while the first icon is being sanitised: it gave none or one when the DOM loaded on its event loop. */
const HEALTH_ANSWERS_DURING_ICON = 5;

const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" onload="alert(1)"><script>alert(2)</script><circle cx="12" cy="12" r="10"/></svg>';

let app: AiApp;
beforeAll(async () => {
  app = await startAiApp({ staticDir: '/nonexistent-static-dir' });
}, 120_000);
afterAll(() => app.stop());

/** Resident memory of the server process, in MB. */
const residentMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${app.pid}/status`, 'utf8'))?.[1]) / 1024;

describe('the first SVG icon of an instance', () => {
  it(`leaves the server answering health checks while it is sanitised`, { timeout: 120_000 }, async () => {
    let answered: () => void = () => {};
    const providerAnswered = new Promise<void>((resolve) => (answered = resolve));
    app.fake.replyWith(() => {
      answered();
      return HOSTILE_SVG;
    });
    const idleMb = residentMb();
    const started = performance.now();
    let iconDone = false;
    const icon = fetch(`${app.baseUrl}/api/ai/svg-icon`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ prompt: 'a circle' }),
    }).then(async (res) => {
      iconDone = true;
      return { status: res.status, body: (await res.json()) as { text: string }, ms: performance.now() - started };
    });

    // From the moment the model has answered until the icon arrives: health checks, one after another.
    await providerAnswered;
    const latencies: number[] = [];
    let answeredDuringIcon = 0;
    while (!iconDone) {
      const sent = performance.now();
      await (await fetch(`${app.baseUrl}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - sent);
      if (!iconDone) answeredDuringIcon += 1;
    }
    const { status, body, ms } = await icon;
    console.log(
      `first icon: answered in ${ms.toFixed(0)} ms; meanwhile ${answeredDuringIcon} health answers, the slowest health check took ${Math.max(...latencies).toFixed(0)} ms; server RSS ${idleMb.toFixed(0)} MB before, ${residentMb().toFixed(0)} MB after`,
    );

    expect(status).toBe(200);
    expect(body.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><circle cx="12" cy="12" r="10"\/><\/svg>$/);
    expect(answeredDuringIcon).toBeGreaterThanOrEqual(HEALTH_ANSWERS_DURING_ICON);
  });
});
