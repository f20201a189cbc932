import { parseRegex } from './regex-ast.logic';
import type { DiagramResult } from './regex-diagram.logic';
import type { Explanation } from './regex-explain.logic';
import type { SampleResult } from './regex-sample.logic';

/** The three views of a pattern below the matcher, each opened on demand. */
export type InsightPanel = 'diagram' | 'sample' | 'explanation';

export interface InsightJob {
  panel: InsightPanel;
  pattern: string;
  flags: string;
  /** Which sample: "New sample" asks for the next one. */
  seed: number;
}

export type InsightResult =
  | { ok: false; message: string }
  | { ok: true; panel: 'diagram'; diagram: DiagramResult }
  | { ok: true; panel: 'sample'; sample: SampleResult }
  | { ok: true; panel: 'explanation'; explanation: Explanation };

/**
 * Parses the pattern and makes the panel's view; runs in a worker. Each panel's library is imported only when
 * that panel first asks (railroad-diagrams for the diagram, randexp for the sample), so none is in the first paint.
 */
export async function runInsightJob(job: InsightJob): Promise<InsightResult> {
  const parsed = parseRegex(job.pattern, job.flags);
  if (!parsed.ok) return parsed;
  switch (job.panel) {
    case 'diagram': {
      const { drawRegex } = await import('./regex-diagram.logic');
      return { ok: true, panel: 'diagram', diagram: drawRegex(parsed.value) };
    }
    case 'sample': {
      const { generateSample } = await import('./regex-sample.logic');
      return { ok: true, panel: 'sample', sample: generateSample(parsed.value, job.seed) };
    }
    case 'explanation': {
      const { explainRegex } = await import('./regex-explain.logic');
      return { ok: true, panel: 'explanation', explanation: explainRegex(parsed.value) };
    }
  }
}
