import { describe, expect, it } from 'vitest';
import { stripCodeFence } from '@contract/code-transform';
import { readCodeAnswer } from './code-answer';

describe('stripCodeFence', () => {
  it.each([
    ['SELECT 1;', 'SELECT 1;'],
    ['```sql\nSELECT 1;\n```', 'SELECT 1;'],
    ['```\na{color:red}\n```', 'a{color:red}'],
    ['  ```js\nlet a = 1;\nlet b = 2;\n```\n', 'let a = 1;\nlet b = 2;'],
    ['```js\nconst s = `x`;\n```', 'const s = `x`;'],
  ])('%j -> %j', (answer, code) => {
    expect(stripCodeFence(answer)).toBe(code);
  });

  it('leaves fences inside the code alone', () => {
    const code = 'const md = "```js\\nx\\n```";';
    expect(stripCodeFence(code)).toBe(code);
  });
});

describe('readCodeAnswer', () => {
  it('reads "// Error" answers as the error to show, fenced or not', () => {
    expect(readCodeAnswer('// Error: not SQL')).toEqual({ kind: 'error', message: '// Error: not SQL' });
    expect(readCodeAnswer('```\n// Error: not CSS\n```')).toEqual({ kind: 'error', message: '// Error: not CSS' });
  });

  it('returns code otherwise', () => {
    expect(readCodeAnswer('```sql\nSELECT 1;\n```')).toEqual({ kind: 'code', code: 'SELECT 1;' });
  });
});
