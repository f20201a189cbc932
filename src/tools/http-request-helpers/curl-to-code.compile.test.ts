// @vitest-environment node
import { spawnSync } from 'node:child_process';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SourceFolder } from '@test-support/compile-check';
import type { CodeTarget } from './code-targets';
import { CURL_FIXTURES } from './curl-commands.fixture';
import { convertCurl } from './curl-to-code.logic';

/** The code for every fixture in one target, each with a file name of its own. */
function codeFor(target: CodeTarget): { name: string; code: string }[] {
  return CURL_FIXTURES.map((fixture, index) => {
    const converted = convertCurl(fixture.command, target);
    if (!converted.ok) throw new Error(`${fixture.name}: ${converted.message}`);
    return { name: `request${index}`, code: converted.code };
  });
}

const hasTool = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' }).status === 0;

describe('the converted code compiles', () => {
  it.each<CodeTarget>(['fetch', 'axios', 'node'])('%s parses as a JavaScript module', (target) => {
    for (const { name, code } of codeFor(target)) {
      const file = ts.createSourceFile(`${name}.mjs`, code, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JS);
      const problems = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics.map((problem) =>
        ts.flattenDiagnosticMessageText(problem.messageText, '\n'),
      );
      expect(problems, `${name}:\n${code}`).toEqual([]);
    }
  });

  it('Python compiles with python3 -m py_compile', () => {
    expect(hasTool('python3', ['--version']), 'python3 must be installed').toBe(true);
    const folder = new SourceFolder('curl-python');
    for (const { name, code } of codeFor('python')) folder.write(`${name}.py`, code);
    const result = folder.compile('python3', ['-m', 'py_compile', ...folder.files]);
    expect(result.ok, result.report).toBe(true);
  });

  it('PHP passes php -l', () => {
    expect(hasTool('php', ['--version']), 'php (Debian php-cli) must be installed').toBe(true);
    const folder = new SourceFolder('curl-php');
    for (const { name, code } of codeFor('php')) {
      const path = folder.write(`${name}.php`, code);
      const result = folder.compile('php', ['-l', path]);
      expect(result.ok, result.report).toBe(true);
    }
  });
});
