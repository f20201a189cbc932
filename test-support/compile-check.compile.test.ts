// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SourceFolder } from './compile-check';

describe('SourceFolder', () => {
  it('reports the compiler message and the offending source with line numbers, and not the clean files', () => {
    const folder = new SourceFolder('compile-check');
    try {
      const script = 'import py_compile, sys\nfor path in sys.argv[1:]:\n    py_compile.compile(path, doraise=True)';
      folder.write('good.py', 'x = 1\n');
      folder.write('bad.py', 'def f(:\n    pass\n');
      const result = folder.compile('python3', ['-c', script, 'good.py', 'bad.py']);
      expect(result.ok).toBe(false);
      expect(result.report).toContain('SyntaxError');
      expect(result.report).toContain('--- bad.py\n   1 | def f(:\n   2 |     pass');
      expect(result.report).not.toContain('--- good.py');
    } finally {
      folder.remove();
    }
  });

  it('passes when the compiler does', () => {
    const folder = new SourceFolder('compile-check');
    try {
      folder.write('good.py', 'x = 1\n');
      expect(folder.compile('python3', ['-m', 'py_compile', 'good.py']).ok).toBe(true);
    } finally {
      folder.remove();
    }
  });
});
