import type { SourcePosition } from '@contract/position';
import { type Document, isScalar, Scalar, visit } from 'yaml';
import { positionAt } from '@contract/position';

export interface YamlPitfall {
  position: SourcePosition;
  message: string;
}

// y and n are booleans in the YAML 1.1 spec too, but PyYAML and most readers never took them so: leaving them out keeps the notes useful.
const YAML11_BOOLEAN = /^(?:yes|Yes|YES|no|No|NO|on|On|ON|off|Off|OFF)$/;
const SEXAGESIMAL = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/;
const LEADING_ZERO = /^[-+]?0[0-9_]+$/;
/** A long list helps no one: the first few make the point. */
const MAX_PITFALLS = 20;

function pitfallOf(source: string): string | null {
  if (YAML11_BOOLEAN.test(source))
    return `${source} is the string "${source}" in YAML 1.2, but a boolean in YAML 1.1 (PyYAML, older tools): quote it to keep it a string.`;
  if (SEXAGESIMAL.test(source)) return `${source} is the string "${source}" in YAML 1.2, but a base-60 number in YAML 1.1: quote it to keep it a string.`;
  if (LEADING_ZERO.test(source))
    return `${source} is the number ${Number(source.replace(/_/g, ''))} in YAML 1.2, but an octal number in YAML 1.1: quote it if it is a code.`;
  return null;
}

/** Plain scalars that YAML 1.1 readers (PyYAML, older Kubernetes tooling) read differently from YAML 1.2. */
export function yamlPitfalls(input: string, documents: Document[]): YamlPitfall[] {
  const found: YamlPitfall[] = [];
  for (const document of documents) {
    visit(document, {
      Scalar(_key, node) {
        if (found.length >= MAX_PITFALLS) return visit.BREAK;
        if (!isScalar(node) || node.type !== Scalar.PLAIN || !node.range || node.tag) return undefined;
        const source = input.slice(node.range[0], node.range[1]);
        const message = pitfallOf(source);
        if (message) found.push({ position: positionAt(input, node.range[0]), message });
        return undefined;
      },
    });
  }
  return found;
}
