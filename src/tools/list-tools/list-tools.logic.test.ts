import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_REQUEST, runPipeline, type ListRequest, type ListResult } from './list-tools.logic';

const run = (text: string, changes: Partial<ListRequest> = {}): ListResult => runPipeline({ ...DEFAULT_LIST_REQUEST, text, ...changes });
const output = (text: string, changes: Partial<ListRequest> = {}) => {
  const result = run(text, changes);
  if (!result.ok) throw new Error(result.message);
  return result.output;
};

describe('the list pipeline, step by step', () => {
  it.each<[string, string, Partial<ListRequest>, string]>([
    ['trims items and drops blank lines by default', '  b \n\n a\r\n', {}, 'b\na'],
    ['keeps spaces and blanks when asked', ' b \n\na', { trim: false, removeBlank: false }, ' b \n\na'],
    ['dedupes keeping the first of each', 'b\na\nb\nc\na', { dedupe: true }, 'b\na\nc'],
    ['dedupes ignoring case', 'Apple\napple\nAPPLE\npear', { dedupe: true, ignoreCase: true }, 'Apple\npear'],
    ['lower-cases before the dedupe', 'Apple\napple', { lowercase: true, dedupe: true }, 'apple'],
    ['sorts naturally: file2 before file10', 'file10\nfile2\nfile1', { order: 'natural' }, 'file1\nfile2\nfile10'],
    ['sorts alphabetically: file10 before file2', 'file10\nfile2\nfile1', { order: 'alphabetical' }, 'file1\nfile10\nfile2'],
    ['sorts descending', 'b\nc\na', { order: 'alphabetical', descending: true }, 'c\nb\na'],
    ['sorts numerically, non-numbers last in their order', '10\nx\n-2\n3.5\n1e2\nb\n.5', { order: 'numeric' }, '-2\n.5\n3.5\n10\n1e2\nx\nb'],
    ['sorts numerically descending, non-numbers still last', '1\nx\n3\n2', { order: 'numeric', descending: true }, '3\n2\n1\nx'],
    ['sorts by length, ties in input order', 'ccc\nb\naa\nd', { order: 'length' }, 'b\nd\naa\nccc'],
    ['reverses', 'a\nb\nc', { order: 'reverse' }, 'c\nb\na'],
    ['case-insensitive sort keeps equal items in input order', 'b\nB\na\nA', { order: 'alphabetical', ignoreCase: true }, 'a\nA\nb\nB'],
    [
      'accents sort beside their letter, after the plain one',
      'zebra\nÉclair\neclair\napple',
      { order: 'alphabetical', ignoreCase: true },
      'apple\neclair\nÉclair\nzebra',
    ],
    ['adds a prefix and a suffix', 'a\nb', { prefix: '- ', suffix: ';' }, '- a;\n- b;'],
    ['wraps in quotes, then adds the prefix and suffix', 'a\nb', { quote: 'double', suffix: ',' }, '"a",\n"b",'],
    ['joins with comma and space', 'a\nb\nc', { join: 'comma-space' }, 'a, b, c'],
    ['joins with a custom separator with escapes', 'a\nb', { join: 'custom', joinCustom: '\\t|' }, 'a\t|b'],
    ['splits on commas', 'a, b,c ,, d', { split: 'comma' }, 'a\nb\nc\nd'],
    ['splits on any white space', 'a  b\tc\n\nd', { split: 'whitespace' }, 'a\nb\nc\nd'],
    ['splits on a custom separator', 'a||b||c', { split: 'custom', splitCustom: '||' }, 'a\nb\nc'],
    ['splits on a custom escaped tab', 'a\tb', { split: 'custom', splitCustom: '\\t' }, 'a\nb'],
    ['writes a JSON array of strings', 'a\n"b"\n1', { output: 'json' }, '["a","\\"b\\"","1"]'],
    ['writes a JSON array of numbers when all are numbers', '3\n-1.5\n0', { output: 'json' }, '[3,-1.5,0]'],
    ['keeps 007 and long ids as strings', '007\n1', { output: 'json' }, '["007","1"]'],
    ['writes strings when numbers are not wanted', '3\n1', { output: 'json', numbers: false }, '["3","1"]'],
    ['writes an SQL IN list with quotes doubled', "O'Brien\nSmith", { output: 'sql' }, "IN ('O''Brien', 'Smith')"],
    ['writes an SQL IN list of numbers unquoted', '1\n2\n30', { output: 'sql' }, 'IN (1, 2, 30)'],
    ['quotes every item when one is not a number', '1\n2\nx', { output: 'sql' }, "IN ('1', '2', 'x')"],
    ['puts prefixes inside SQL strings', '1\n2', { output: 'sql', prefix: 'user-' }, "IN ('user-1', 'user-2')"],
    ['writes an empty SQL list as IN (NULL), which matches nothing', '\n\n', { output: 'sql' }, 'IN (NULL)'],
    ['gives nothing for nothing', '', {}, ''],
  ])('%s', (_, text, changes, expected) => {
    expect(output(text, changes)).toBe(expected);
  });

  it('counts items and unique items before and after', () => {
    expect(run('a\nb\na\n\nA', { dedupe: true })).toMatchObject({ before: { items: 5, unique: 4 }, after: { items: 3, unique: 3 } });
    expect(run('a\nb\na\n\nA', { dedupe: true, ignoreCase: true })).toMatchObject({ before: { items: 5, unique: 3 }, after: { items: 2, unique: 2 } });
  });

  it('asks for a custom separator when there is none', () => {
    expect(run('a,b', { split: 'custom', splitCustom: '' })).toEqual({ ok: false, message: 'Type the separator to split on (\\n is a new line, \\t a tab).' });
  });

  it('shuffles the same way for the same seed, and differently for another', () => {
    const list = Array.from({ length: 20 }, (_, index) => `item ${index}`).join('\n');
    const first = output(list, { order: 'shuffle', seed: 42 });
    expect(output(list, { order: 'shuffle', seed: 42 })).toBe(first);
    expect(output(list, { order: 'shuffle', seed: 43 })).not.toBe(first);
    expect(first.split('\n').sort()).toEqual(list.split('\n').sort());
  });
});
