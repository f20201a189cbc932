import type { Browser } from '@playwright/test';
import { median, repeat } from './stats';
import { ms, type BenchRow, type BenchSuite } from './suite';

/** The size target: a 5 MB document of either format, formatted in a worker without freezing the page. */
const TARGET_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 120_000;
const STATUS_PATTERN = /^Formatted .* in (\d+(?:\.\d+)?) ms$/;

interface Sample {
  /** The format job as the tool reports it (in its worker). */
  jobMs: number;
  /** From handing the file over to the status line. */
  endToEndMs: number;
  /** The longest main-thread task meanwhile (opening 5 MB in the input editor included). */
  longestTaskMs: number;
}

/** A catalogue, one book a line as files usually come: elements, attributes, mixed content, comments and CDATA, repeated to the size. */
function makeXml(bytes: number): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<catalog xmlns:x="urn:x">'];
  let size = parts[0]!.length;
  for (let index = 0; size < bytes; index += 1) {
    const item = `\n  <book id="b${index}" x:lang="en"><title>Title ${index}</title><price currency="EUR">${(index % 97) + 0.5}</price><blurb>A <em>good</em> read &amp; more</blurb><!-- n${index} --><notes><![CDATA[<raw ${index}>]]></notes></book>`;
    parts.push(item);
    size += item.length;
  }
  parts.push('\n</catalog>\n');
  return parts.join('');
}

/** Kubernetes-like documents with comments, anchors, flow and block scalars, repeated to the size. */
function makeYaml(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const item = `---\n# item ${index}\napiVersion: v1\nkind: ConfigMap\nmetadata: &meta${index}\n    name: config-${index}\n    labels: {app: web, tier: "t${index % 7}"}\ndata:\n    count: ${index}\n    enabled: true\n    script: |\n        echo ${index}\n        exit 0\n    copy: *meta${index}\n`;
    parts.push(item);
    size += item.length;
  }
  return parts.join('');
}

async function measure(
  browser: Browser,
  baseUrl: string,
  tool: string,
  inputName: string,
  file: { name: string; mimeType: string; text: string },
): Promise<Sample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto(`${baseUrl}/#/${tool}`);
    await page.getByRole('textbox', { name: inputName }).waitFor({ state: 'visible' });
    await page.evaluate(() => {
      const record = window as unknown as { __longestTaskMs: number };
      record.__longestTaskMs = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.__longestTaskMs = Math.max(record.__longestTaskMs, entry.duration);
      }).observe({ type: 'longtask' });
    });
    const status = page.getByRole('status').filter({ hasText: /^Formatted / });
    const started = Date.now();
    await page.locator('input[type=file][aria-label="Open file"]').setInputFiles({ name: file.name, mimeType: file.mimeType, buffer: Buffer.from(file.text) });
    await status.waitFor({ state: 'visible' });
    const endToEndMs = Date.now() - started;
    const text = (await status.textContent())?.trim() ?? '';
    const match = STATUS_PATTERN.exec(text);
    if (!match?.[1]) throw new Error(`Unexpected status "${text}".`);
    const longestTaskMs = await page.evaluate(() => (window as unknown as { __longestTaskMs: number }).__longestTaskMs);
    return { jobMs: Number(match[1]), endToEndMs, longestTaskMs };
  } finally {
    await context.close();
  }
}

export const xmlYamlSuite: BenchSuite = {
  name: 'xml-yaml',
  run: async ({ browser, baseUrl, runs }) => {
    const cases = [
      {
        label: 'XML Formatter: 5 MB',
        tool: 'xml-formatter',
        input: 'XML Input',
        file: { name: 'bench.xml', mimeType: 'application/xml', text: makeXml(TARGET_BYTES) },
      },
      {
        label: 'YAML Formatter: 5 MB',
        tool: 'yaml-formatter',
        input: 'YAML Input',
        file: { name: 'bench.yaml', mimeType: 'application/yaml', text: makeYaml(TARGET_BYTES) },
      },
    ];
    const rows: BenchRow[] = [];
    const data: Record<string, Sample[]> = {};
    for (const item of cases) {
      const samples = await repeat(runs, () => measure(browser, baseUrl, item.tool, item.input, item.file));
      const pick = (key: keyof Sample) => median(samples.map((sample) => sample[key]));
      rows.push(
        { metric: `${item.label} format job, in a worker`, value: ms(pick('jobMs')) },
        { metric: `${item.label} open file to result shown`, value: ms(pick('endToEndMs')) },
        // The job runs in a worker; what blocks the page is the editor taking 5 MB in and showing the result (the JSON Beautifier pays the same).
        { metric: `${item.label} longest main-thread task (editor load included)`, value: ms(pick('longestTaskMs')) },
      );
      data[item.label] = samples;
    }
    return { rows, data };
  },
};
