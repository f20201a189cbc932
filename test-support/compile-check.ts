// Node-only helpers for the output-compile tests (*.compile.test.ts): write generated sources to a
// temporary folder, run a real compiler once over all of them, and explain a failure with the
// compiler's message and the offending sources.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

export interface CompileResult {
  ok: boolean;
  /** The compiler's output, then each source it complained about, with line numbers. */
  report: string;
}

export class SourceFolder {
  readonly root: string;
  readonly files: string[] = [];

  /** Under `parent` when the compiler must find packages from there (tsc finding node_modules). */
  constructor(prefix: string, parent = tmpdir()) {
    mkdirSync(parent, { recursive: true });
    this.root = mkdtempSync(join(parent, `${prefix}-`));
  }

  write(path: string, text: string): string {
    const full = join(this.root, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, text);
    this.files.push(full);
    return full;
  }

  /** Runs one compiler command in the folder; the report names the files its output mentions. */
  compile(command: string, args: readonly string[]): CompileResult {
    const run = spawnSync(command, args, { cwd: this.root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`.trim();
    if (run.status === 0) return { ok: true, report: output };
    const mentioned = this.files.filter((file) => output.includes(relative(this.root, file)) || output.includes(file)).slice(0, 5);
    const sources = mentioned.map((file) => `--- ${relative(this.root, file)}\n${numbered(readFileSync(file, 'utf8'))}`);
    return { ok: false, report: [`$ ${command} ${args.slice(0, 6).join(' ')}${args.length > 6 ? ' …' : ''}`, output.slice(0, 8000), ...sources].join('\n\n') };
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

const numbered = (text: string) =>
  text
    .split('\n')
    .map((line, index) => `${String(index + 1).padStart(4)} | ${line}`)
    .join('\n');
