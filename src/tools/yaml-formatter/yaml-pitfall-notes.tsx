import { atLineColumn } from '@contract/position';
import { OutputNotes } from '@/components/output-notes';
import type { YamlPitfall } from './yaml-pitfalls.logic';

/** Plain values that YAML 1.1 readers take differently: a note each, with where it is. Not errors: the YAML is valid. */
export function YamlPitfallNotes({ pitfalls }: { pitfalls: YamlPitfall[] }) {
  return <OutputNotes tone="warning" title="YAML 1.1 notes" items={pitfalls.map((pitfall) => atLineColumn(pitfall.position, pitfall.message))} />;
}
