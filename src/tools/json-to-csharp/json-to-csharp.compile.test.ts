// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { defaultJsonToCSharpOptions, type JsonToCSharpOptions } from '@contract/json-to-csharp';
import { SourceFolder } from '@test-support/compile-check';
import { JSON_CORPUS } from './json-corpus.fixture';
import { convertJson } from './json-to-csharp.logic';

/** Mono has neither System.Text.Json nor Newtonsoft.Json: stubs with the real names and constructors. */
const STUBS = `using System;
namespace System.Text.Json { public static class StubMarker {} }
namespace System.Text.Json.Serialization {
  public class JsonPropertyNameAttribute : Attribute { public JsonPropertyNameAttribute(string name) {} }
  public enum JsonIgnoreCondition { Never, Always, WhenWritingDefault, WhenWritingNull }
  public class JsonIgnoreAttribute : Attribute { public JsonIgnoreCondition Condition { get; set; } }
}
namespace Newtonsoft.Json {
  public class JsonPropertyAttribute : Attribute { public JsonPropertyAttribute(string name) {} public Required Required { get; set; } public NullValueHandling NullValueHandling { get; set; } }
  public enum Required { Default, AllowNull, Always, DisallowNull }
  public enum NullValueHandling { Include, Ignore }
}
namespace Newtonsoft.Json.Converters { public static class StubMarker {} }
`;

const hasMcs = () => spawnSync('mcs', ['--version'], { encoding: 'utf8' }).status === 0;

/**
 * Mono's mcs speaks C# 7.2: records (C# 9) are compiled as their class twin, and nullable
 * reference annotations (C# 8, `string?`, from "all nullable") without their `?`. Everything else
 * is compiled exactly as generated.
 */
function downlevel(code: string): string {
  const classes = [...code.matchAll(/partial (?:class|record) (\w+)/g)].map((match) => match[1]);
  const references = new RegExp(`\\b(string|object|List<[^;{]*?>|${classes.join('|')})\\?`, 'g');
  return code
    .replace(/\bpublic partial record\b/g, 'public partial class')
    .replace(/\{ get; init; \}/g, '{ get; set; }')
    .replace(references, '$1');
}

describe('quicktype output compiles with mcs', () => {
  it('for every corpus document, both frameworks, both nullable modes, classes and records', async () => {
    expect(hasMcs(), 'mcs (Debian mono-mcs) must be installed').toBe(true);
    expect(JSON_CORPUS.length).toBeGreaterThanOrEqual(10);
    const folder = new SourceFolder('json-to-csharp-cs');
    try {
      folder.write('Stubs.cs', STUBS);
      let count = 0;
      for (const [index, { name, json }] of JSON_CORPUS.entries()) {
        for (const framework of ['system-text-json', 'newtonsoft'] as const) {
          for (const nullable of ['as-seen', 'all'] as const) {
            for (const typeKind of ['class', 'record'] as const) {
              const options: JsonToCSharpOptions = {
                ...defaultJsonToCSharpOptions,
                namespace: `Corpus.C${index}.${framework === 'newtonsoft' ? 'Nsj' : 'Stj'}.${nullable === 'all' ? 'All' : 'Seen'}.${typeKind === 'record' ? 'Record' : 'Class'}`,
                framework,
                nullable,
                typeKind,
              };
              const outcome = await convertJson(json, options);
              if (!outcome.ok) throw new Error(`${name}: ${outcome.message}`);
              if (typeKind === 'record') expect(outcome.code).toContain('public partial record');
              folder.write(`${options.namespace}.cs`, `// ${name}\n${downlevel(outcome.code)}`);
              count += 1;
            }
          }
        }
      }
      const result = folder.compile('mcs', ['-target:library', '-nologo', '-out:out.dll', ...folder.files.map((file) => file.slice(folder.root.length + 1))]);
      expect(result.ok, result.report).toBe(true);
      console.info(`json-to-csharp compile corpus: ${count} outputs from ${JSON_CORPUS.length} documents compiled with mcs`);
    } finally {
      folder.remove();
    }
  }, 180_000);
});
