import { isScalar, Scalar, type ScalarTag, type Tags } from 'yaml';

const STRING_TAG = 'tag:yaml.org,2002:str';

const isScalarTag = (tag: Tags[number]): tag is ScalarTag => typeof tag !== 'string' && !tag.collection;

/**
 * For `customTags`: the schema's own tags, printing every plain non-string scalar as it was written.
 *
 * yaml prints a number from its value: `0755` as 755, `+12` as 12, `0x1F` as 0x1f, `.5` as 0.5, `1e3` as 1e+3.
 * A YAML 1.1 reader (PyYAML, Ansible, many CI systems) takes 0755 for octal 493, so re-printing changes the
 * data. A scalar keeps its source while that source still reads as its value (by the tag a reader would pick,
 * which need not be the one yaml picks for printing); a value something changed is printed from the value.
 * Strings keep yaml's own printing, which quotes what a flow collection cannot hold plain.
 */
export function keepScalarSpelling(tags: Tags): Tags {
  const implicit = tags.filter(isScalarTag).filter((tag) => tag.default === true && tag.test !== undefined);
  const readsAsWritten = (node: Scalar): node is Scalar & { source: string } => {
    const { source, type, value } = node;
    if (typeof source !== 'string' || type !== Scalar.PLAIN) return false;
    const reader = implicit.find((tag) => tag.test?.test(source));
    if (!reader) return false;
    const read = reader.resolve(source, () => undefined, { intAsBigInt: typeof value === 'bigint' });
    // Some tags resolve to a node (a float keeps its digits after the point on it).
    return Object.is(isScalar(read) ? read.value : read, value);
  };
  return tags.map((tag) => {
    if (!isScalarTag(tag) || tag.tag === STRING_TAG) return tag;
    const { stringify } = tag;
    if (!stringify) return tag;
    return {
      ...tag,
      stringify: (node, ctx, onComment, onChompKeep) => (readsAsWritten(node) ? node.source : stringify(node, ctx, onComment, onChompKeep)),
    };
  });
}
