import type { Page } from '@playwright/test';
import { median, repeat } from './stats';
import { kb, ms, type BenchSuite } from './suite';

/** The size target: 1 MB of README-like Markdown rendered, highlighted and sanitised without freezing the page. */
const TARGET_BYTES = 1024 * 1024;
const TIMEOUT_MS = 60_000;

/** One README-like section: headings, prose with links and emphasis, a list, a task list, a table and highlighted code. */
function section(n: number): string {
  return [
    `## Section ${n}`,
    '',
    `Some *prose* with **strong** words, \`inline code\`, a [link](https://example.org/${n}) and www.example.com/${n}.`,
    'It goes on for a while so that paragraphs are of a realistic length, as they are in real documentation.',
    '',
    '- first point',
    '- second point with `code`',
    '- [x] a finished task',
    '- [ ] an open task',
    '',
    '| Option | Default | Meaning |',
    '| :-- | :-: | --: |',
    `| \`depth\` | \`${n}\` | How deep |`,
    '| `fast` | `true` | Skips checks |',
    '',
    '```ts',
    `export function handler${n}(input: string): number {`,
    '  // Count the words.',
    "  return input.split(' ').length;",
    '}',
    '```',
    '',
    `> A quote in section ${n}.`,
    '',
  ].join('\n');
}

function readme(): { text: string; sections: number } {
  const parts: string[] = [];
  let size = 0;
  while (size < TARGET_BYTES) {
    const part = section(parts.length);
    parts.push(part);
    size += part.length + 1;
  }
  return { text: parts.join('\n'), sections: parts.length };
}

interface Timing {
  /** From the paste to the first painted frame that shows the document's last section in the preview. */
  elapsedMs: number;
  /** The longest main-thread task meanwhile: how long the page was frozen at worst. */
  longestTaskMs: number;
}

/** Pastes the document into the emptied editor as one clipboard paste and waits until the preview shows its end. */
async function pasteAndRender(page: Page, text: string, lastHeading: string): Promise<Timing> {
  return page.evaluate(
    async ({ text, lastHeading, timeoutMs }) => {
      const editor = document.querySelector<HTMLElement>('.cm-content[aria-label="Markdown"]');
      if (!editor) throw new Error('The Markdown Preview screen is not showing.');
      editor.focus();
      let longestTaskMs = 0;
      const started = performance.now();
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.startTime >= started) longestTaskMs = Math.max(longestTaskMs, entry.duration);
      });
      observer.observe({ type: 'longtask' });
      const data = new DataTransfer();
      data.setData('text/plain', text);
      editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      // Plain loop, no named helpers: tsx would wrap them in a __name() the page does not have.
      for (;;) {
        const headings = document.querySelectorAll('.markdown-body h2');
        if (headings[headings.length - 1]?.textContent === lastHeading) break;
        if (performance.now() - started > timeoutMs) throw new Error('The preview did not finish in time.');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const elapsedMs = performance.now() - started;
      observer.disconnect();
      return { elapsedMs, longestTaskMs };
    },
    { text, lastHeading, timeoutMs: TIMEOUT_MS },
  );
}

export const markdownSuite: BenchSuite = {
  name: 'markdown',
  run: async ({ browser, baseUrl, runs }) => {
    const { text, sections } = readme();
    const samples = await repeat(runs, async () => {
      const page = await browser.newPage();
      try {
        await page.goto(`${baseUrl}/#/markdown-preview`);
        await page.locator('.markdown-body h2').waitFor();
        await page.getByRole('button', { name: 'Clear' }).click();
        return await pasteAndRender(page, text, `Section ${sections - 1}`);
      } finally {
        await page.close();
      }
    });
    return {
      rows: [
        {
          metric: `Markdown Preview: ${kb(text.length)} README-like Markdown pasted to preview shown (target: no task over 100 ms)`,
          value: ms(median(samples.map((sample) => sample.elapsedMs))),
        },
        { metric: 'Markdown Preview: longest main-thread task meanwhile', value: ms(median(samples.map((sample) => sample.longestTaskMs))) },
      ],
      data: samples,
    };
  },
};
