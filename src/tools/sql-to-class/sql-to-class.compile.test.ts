// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversionOptions, TargetLanguage } from '@contract/sql-to-class';
import { SourceFolder } from '@test-support/compile-check';
import { javaFileMarker } from './java.logic';
import { SQL_CORPUS } from './sql-corpus.fixture';
import { parseSql } from './sql-parse.logic';
import type { SqlSchema } from './sql-schema.logic';
import { generateCode } from './sql-to-class.logic';

/** Every combination of the three toggles. */
const TOGGLES = [true, false].flatMap((generateConstructor) =>
  [true, false].flatMap((addAnnotations) => [true, false].map((useNullableTypes) => ({ generateConstructor, addAnnotations, useNullableTypes }))),
);

interface Case {
  id: string;
  label: string;
  code: string;
}

/** Each corpus schema parsed once (as the Local engine parses it), then generated in every combination. */
let schemas: Promise<SqlSchema[]> | null = null;

function parsedCorpus(): Promise<SqlSchema[]> {
  schemas ??= Promise.all(
    SQL_CORPUS.map(async ({ name, sql }) => {
      const outcome = await parseSql(sql, 'auto');
      if (!outcome.ok) throw new Error(`${name}: ${outcome.message}`);
      return outcome.schema;
    }),
  );
  return schemas;
}

async function casesFor(language: TargetLanguage): Promise<Case[]> {
  const cases: Case[] = [];
  for (const [schemaIndex, schema] of (await parsedCorpus()).entries()) {
    for (const [toggleIndex, toggles] of TOGGLES.entries()) {
      const options: ConversionOptions = { language, className: '', ...toggles };
      cases.push({
        id: `c${schemaIndex}_${toggleIndex}`,
        label: `${SQL_CORPUS[schemaIndex]?.name} ${JSON.stringify(toggles)}`,
        code: generateCode(schema, options),
      });
    }
  }
  return cases;
}

const hasTool = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' }).status === 0;

const CSHARP_STUBS = `using System;
namespace System.ComponentModel.DataAnnotations {
  public class KeyAttribute : Attribute {}
  public class RequiredAttribute : Attribute {}
  public class MaxLengthAttribute : Attribute { public MaxLengthAttribute(int length) {} }
}
namespace System.ComponentModel.DataAnnotations.Schema {
  public class TableAttribute : Attribute { public TableAttribute(string name) {} public string Schema { get; set; } }
  public class ColumnAttribute : Attribute { public ColumnAttribute(string name) {} public string TypeName { get; set; } public int Order { get; set; } }
  public class ForeignKeyAttribute : Attribute { public ForeignKeyAttribute(string name) {} }
  public enum DatabaseGeneratedOption { None, Identity, Computed }
  public class DatabaseGeneratedAttribute : Attribute { public DatabaseGeneratedAttribute(DatabaseGeneratedOption option) {} }
}
`;

/** The slice of jakarta.persistence the generator uses, with the real element names and types. */
const JAKARTA_STUBS: Record<string, string> = {
  Entity: '@Retention(RUNTIME) @Target(TYPE) public @interface Entity { String name() default ""; }',
  Table: '@Retention(RUNTIME) @Target(TYPE) public @interface Table { String name() default ""; String schema() default ""; }',
  Id: '@Retention(RUNTIME) @Target({METHOD, FIELD}) public @interface Id {}',
  IdClass: '@Retention(RUNTIME) @Target(TYPE) public @interface IdClass { Class<?> value(); }',
  GenerationType: 'public enum GenerationType { TABLE, SEQUENCE, IDENTITY, UUID, AUTO }',
  GeneratedValue:
    '@Retention(RUNTIME) @Target({METHOD, FIELD}) public @interface GeneratedValue { GenerationType strategy() default GenerationType.AUTO; String generator() default ""; }',
  Column:
    '@Retention(RUNTIME) @Target({METHOD, FIELD}) public @interface Column { String name() default ""; boolean unique() default false; boolean nullable() default true; boolean insertable() default true; boolean updatable() default true; int length() default 255; int precision() default 0; int scale() default 0; }',
  FetchType: 'public enum FetchType { LAZY, EAGER }',
  ManyToOne:
    '@Retention(RUNTIME) @Target({METHOD, FIELD}) public @interface ManyToOne { FetchType fetch() default FetchType.EAGER; boolean optional() default true; }',
  JoinColumn:
    '@Retention(RUNTIME) @Target({METHOD, FIELD}) public @interface JoinColumn { String name() default ""; String referencedColumnName() default ""; boolean unique() default false; boolean nullable() default true; boolean insertable() default true; boolean updatable() default true; }',
};

/** Splits a multi-class Java answer into its files by the generator's file markers. */
function javaFiles(code: string): { name: string; text: string }[] {
  const parts = code.split(/^\/\/ (\w+)\.java$/m);
  if (parts.length === 1) return [{ name: /public class (\w+)/.exec(code)?.[1] ?? 'Main', text: code }];
  const files: { name: string; text: string }[] = [];
  for (let index = 1; index < parts.length; index += 2) files.push({ name: parts[index] as string, text: parts[index + 1] as string });
  return files;
}

const counts: Partial<Record<TargetLanguage, number>> = {};

describe('every Local output compiles, for the whole corpus and every toggle combination', () => {
  beforeAll(() => {
    expect(SQL_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(javaFileMarker('X')).toBe('// X.java');
  });

  it('C# compiles with mcs', async () => {
    expect(hasTool('mcs', ['--version']), 'mcs (Debian mono-mcs) must be installed').toBe(true);
    const folder = new SourceFolder('sql-to-class-cs');
    try {
      folder.write('Stubs.cs', CSHARP_STUBS);
      const cases = await casesFor('csharp');
      for (const { id, label, code } of cases) folder.write(`${id}.cs`, `// ${label}\nnamespace ${id.toUpperCase()} {\n${code}}\n`);
      const result = folder.compile('mcs', [
        '-target:library',
        '-nologo',
        '-warnaserror-',
        '-out:out.dll',
        ...folder.files.map((file) => file.slice(folder.root.length + 1)),
      ]);
      expect(result.ok, result.report).toBe(true);
      counts.csharp = cases.length;
    } finally {
      folder.remove();
    }
  }, 120_000);

  it('Java compiles with javac against a jakarta.persistence stub', async () => {
    expect(hasTool('javac', ['-version']), 'javac must be installed').toBe(true);
    const folder = new SourceFolder('sql-to-class-java');
    try {
      for (const [name, body] of Object.entries(JAKARTA_STUBS)) {
        folder.write(
          `jakarta/persistence/${name}.java`,
          `package jakarta.persistence;\nimport java.lang.annotation.*;\nimport static java.lang.annotation.ElementType.*;\nimport static java.lang.annotation.RetentionPolicy.*;\n${body}\n`,
        );
      }
      const cases = await casesFor('java');
      for (const { id, code } of cases) for (const file of javaFiles(code)) folder.write(`${id}/${file.name}.java`, `package ${id};\n${file.text}`);
      const result = folder.compile('javac', [
        '-J-XX:TieredStopAtLevel=1',
        '-J-XX:+UseSerialGC',
        '-proc:none',
        '-implicit:none',
        '-d',
        'classes',
        '-nowarn',
        ...folder.files.map((file) => file.slice(folder.root.length + 1)),
      ]);
      expect(result.ok, result.report).toBe(true);
      counts.java = cases.length;
    } finally {
      folder.remove();
    }
  }, 180_000);

  it('Python passes py_compile', async () => {
    const folder = new SourceFolder('sql-to-class-py');
    try {
      const cases = await casesFor('python');
      for (const { id, code } of cases) folder.write(`${id}.py`, code);
      const script = 'import py_compile, sys\nfor path in sys.argv[1:]:\n    py_compile.compile(path, doraise=True)';
      const result = folder.compile('python3', ['-c', script, ...folder.files]);
      expect(result.ok, result.report).toBe(true);
      counts.python = cases.length;
    } finally {
      folder.remove();
    }
  }, 120_000);

  it('TypeScript compiles with tsc against typeorm', async () => {
    // Inside the project, so that tsc finds typeorm and @types/node in node_modules.
    const folder = new SourceFolder('sql-to-class-ts', join(process.cwd(), 'node_modules/.tmp'));
    try {
      const cases = await casesFor('typescript');
      for (const { id, code } of cases) folder.write(`${id}.ts`, code);
      folder.write(
        'tsconfig.json',
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'bundler',
            strict: true,
            experimentalDecorators: true,
            emitDecoratorMetadata: true,
            useDefineForClassFields: false,
            skipLibCheck: true,
            noEmit: true,
            types: ['node'],
          },
          include: ['*.ts'],
        }),
      );
      const result = folder.compile(join(process.cwd(), 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json']);
      expect(result.ok, result.report).toBe(true);
      counts.typescript = cases.length;
    } finally {
      folder.remove();
    }
  }, 180_000);

  it('PHP passes php -l', async () => {
    expect(hasTool('php', ['-v']), 'php must be installed').toBe(true);
    const folder = new SourceFolder('sql-to-class-php');
    try {
      const cases = await casesFor('php');
      for (const { id, code } of cases) {
        const file = folder.write(`${id}.php`, code);
        const result = folder.compile('php', ['-l', file]);
        expect(result.ok, result.report).toBe(true);
      }
      counts.php = cases.length;
    } finally {
      folder.remove();
    }
  }, 120_000);

  it('reports how many corpus cases compiled per language', () => {
    console.info(`sql-to-class compile corpus: ${JSON.stringify(counts)}`);
  });
});
