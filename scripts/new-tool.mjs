// Scaffolds a tool folder and its registry line: `npm run new-tool -- my-tool "My Tool" "What it does." local`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [id, title, description, kind = 'local'] = process.argv.slice(2);
if (!id || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id) || !title || !description || !['local', 'ai'].includes(kind)) {
  console.error('Usage: npm run new-tool -- <kebab-id> "<Title>" "<One-line description.>" [local|ai]');
  process.exit(1);
}
const folder = join('src', 'tools', id);
if (existsSync(folder)) {
  console.error(`${folder} already exists.`);
  process.exit(1);
}
const camel = id.replace(/-([a-z0-9])/g, (_, char) => char.toUpperCase());
const pascal = camel[0].toUpperCase() + camel.slice(1);

const files = {
  'index.ts': `import { Wrench } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: '${id}',
  title: '${title}',
  description: '${description}',
  icon: Wrench,
  color: '#6366f1',
  kind: '${kind}',
  keywords: [],
  load: () => import('./${id}.screen'),
});
`,
  [`${id}.logic.ts`]: `/** Pure logic for ${title}: no React, so it is fast to test and can run in a worker. */
export function ${camel}(input: string): string {
  return input;
}
`,
  [`${id}.logic.test.ts`]: `import { describe, expect, it } from 'vitest';
import { ${camel} } from './${id}.logic';

describe('${camel}', () => {
  it.each([['a', 'a']])('%j gives %j', (input, expected) => {
    expect(${camel}(input)).toBe(expected);
  });
});
`,
  [`${id}.screen.tsx`]: `import { useState } from 'react';
import { ${camel} } from './${id}.logic';

export default function ${pascal}Screen() {
  const [input, setInput] = useState('');
  return (
    <div className="space-y-4">
      <label className="block text-sm font-medium">
        Input
        <textarea value={input} onChange={(event) => setInput(event.target.value)} className="mt-1 block w-full rounded-lg border p-2 font-mono" />
      </label>
      <output aria-label="Output" className="block font-mono">{${camel}(input)}</output>
    </div>
  );
}
`,
  [`${id}.e2e.ts`]: `import { expect, test } from '../../../e2e/test';

test('${title} opens from its deep link', async ({ page }) => {
  await page.goto('/#/${id}');
  await expect(page.getByRole('heading', { level: 1, name: '${title}' })).toBeVisible();
});
`,
};

mkdirSync(folder, { recursive: true });
for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);

const registryPath = join('src', 'tools', 'registry.ts');
let registry = readFileSync(registryPath, 'utf8');
registry = registry.replace(/(import [^\n]+ from '\.\/[^']+';\n)(?!import)/, `$1import ${camel} from './${id}';\n`);
// The list holds one tool per line (Prettier keeps it so); the new one goes last.
registry = registry.replace(/\n\];/, `\n  ${camel},\n];`);
writeFileSync(registryPath, registry);
// Generated code follows the project's formatter like the rest, so \`npm run lint\` passes at once.
spawnSync(process.execPath, [join('node_modules', 'prettier', 'bin', 'prettier.cjs'), '--write', folder, registryPath], { stdio: 'inherit' });
console.log(`Created ${folder} (index.ts, .screen.tsx, .logic.ts, .logic.test.ts, .e2e.ts) and registered it in ${registryPath}.`);
