import { useMemo, useState } from 'react';
import type { InsightPanel } from './regex-insight.logic';
import { useInsightJob } from './use-insight-job';

/** A panel's open state and its job's latest outcome, for the pattern on screen. */
export function useInsight(panel: InsightPanel, pattern: string, flags: string, failure: string, seed = 0) {
  const [open, setOpen] = useState(false);
  const job = useMemo(() => (open && pattern !== '' ? { panel, pattern, flags, seed } : null), [open, panel, pattern, flags, seed]);
  const { outcome, busy } = useInsightJob(job, failure);
  return { open, setOpen, outcome, busy, empty: pattern === '' };
}
