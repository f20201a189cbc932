import { foldInside, foldNodeProp, LRLanguage } from '@codemirror/language';
import { parser } from '@lezer/yaml';

/**
 * YAML from the Lezer grammar (the one @codemirror/lang-yaml wraps, without its autocompletion dependency).
 * Not the CodeMirror 5 mode: its key pattern backtracks over a long line without ": " (300 KB: 1.9 s in one task).
 */
export const yamlLanguage = LRLanguage.define({
  name: 'yaml',
  parser: parser.configure({
    props: [
      foldNodeProp.add({
        'FlowMapping FlowSequence': foldInside,
        // A block item or pair folds from the end of its first line.
        'Item Pair BlockLiteral': (node, state) => ({ from: state.doc.lineAt(node.from).to, to: node.to }),
      }),
    ],
  }),
  languageData: { commentTokens: { line: '#' } },
});
