import { DiagramPanel } from './diagram-panel';
import { ExplanationPanel } from './explanation-panel';
import { SamplePanel } from './sample-panel';

/** The pattern drawn, exemplified and explained: three panels under the matcher, each closed until opened. */
export function InsightPanels({ pattern, flags }: { pattern: string; flags: string }) {
  return (
    <div className="space-y-4">
      <DiagramPanel pattern={pattern} flags={flags} />
      <SamplePanel pattern={pattern} flags={flags} />
      <ExplanationPanel pattern={pattern} flags={flags} />
    </div>
  );
}
