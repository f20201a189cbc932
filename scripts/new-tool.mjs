// Scaffolds a whole tool from a template: `npm run new-tool -- my-tool "My Tool" "What it does." [kind] ["Category"]`.
// The kinds are the folders of scripts/templates/, each a working tool named kit-<kind> whose files sit at the paths
// they are copied to (typechecked, linted and tested where they are; see README "Add a tool"):
//   two-pane        input → output panes, transformed as you type, on a worker above a size (Case Converter's shape);
//   live-transform  one input pane and a result panel, worked out as you type (Word Counter's shape);
//   ai-generator    an Engine switch, Generate, the Local engine in a worker, and its AI task: contract, server
//                   module, gateway test and sample, with its lines in contract/ai-tasks.ts, server/ai/tasks/index.ts
//                   and the README's task table.
// Copying renames the template's id in every form (kit-two-pane, kitTwoPane, KitTwoPane, KIT_TWO_PANE), its title and
// description; every file written or changed is then formatted with Prettier, so lint, typecheck and tests pass at once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const TEMPLATES = join('scripts', 'templates');
const kinds = readdirSync(TEMPLATES);
const [id, title, description, kind = 'two-pane', category = 'Text'] = process.argv.slice(2);
// The landing sections, read from their one definition so the two never disagree.
const categoryList = /TOOL_CATEGORIES = \[([^\]]*)\]/.exec(readFileSync(join('src', 'tools', 'categories.ts'), 'utf8'))?.[1] ?? '';
const categories = [...categoryList.matchAll(/'([^']+)'/g)].map((match) => match[1]);
if (!id || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id) || !title || !description || !kinds.includes(kind) || !categories.includes(category)) {
  console.error(`Usage: npm run new-tool -- <kebab-id> "<Title>" "<One-line description.>" [${kinds.join('|')}] ["<Category>"]`);
  console.error(`Categories: ${categories.join(', ')}`);
  process.exit(1);
}

/** An id in the forms code spells it: kebab-case, camelCase, PascalCase and CONSTANT_CASE. */
function spellings(kebab) {
  const camel = kebab.replace(/-([a-z0-9])/g, (_, char) => char.toUpperCase());
  return [kebab, camel, camel[0].toUpperCase() + camel.slice(1), kebab.replace(/-/g, '_').toUpperCase()];
}

/** Text safe inside a single-quoted string and a block comment: the template's title and description are written in both. */
const quoted = (text) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, ' ').replace(/\*\//g, '* /');

const root = join(TEMPLATES, kind);
const templateId = `kit-${kind}`;
const templateIndex = readFileSync(join(root, 'src', 'tools', templateId, 'index.ts'), 'utf8');
const field = (name) => new RegExp(`\\n  ${name}: '([^']*)',`).exec(templateIndex)?.[1];
const replacements = [
  // The description first: it may hold the title.
  [field('description'), quoted(description)],
  [field('title'), quoted(title)],
  [`category: '${field('category')}'`, `category: '${quoted(category)}'`],
  ...spellings(templateId).map((form, at) => [form, spellings(id)[at]]),
];
const rename = (text) => replacements.reduce((renamed, [from, to]) => renamed.replaceAll(from, to), text);

/** Every file under a folder, as paths relative to it. */
const filesUnder = (folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));

const planned = filesUnder(root).map((path) => ({ from: join(root, path), to: rename(path) }));
for (const { to } of planned) {
  if (existsSync(to)) {
    console.error(`${to} already exists.`);
    process.exit(1);
  }
}

const written = [];
for (const { from, to } of planned) {
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, rename(readFileSync(from, 'utf8')));
  written.push(to);
}

/**
 * Adds an import after the file's last import and an entry before the closing line of the list that
 * follows the imports. The lists are Prettier-formatted, one entry per line, ending in `close` on a line
 * of its own; a file that does not look so is left alone with an error rather than edited wrongly.
 */
function addToList(path, importLine, entry, close) {
  const lines = readFileSync(path, 'utf8').split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
  const closing = lines.findIndex((line, at) => at > lastImport && line === close);
  if (lastImport < 0 || !lines[lastImport].trimEnd().endsWith(';') || closing < 0) {
    console.error(`Could not find the list in ${path}: add ${entry.trim()} by hand.`);
    process.exitCode = 1;
    return;
  }
  lines.splice(closing, 0, entry);
  lines.splice(lastImport + 1, 0, importLine);
  writeFileSync(path, lines.join('\n'));
  written.push(path);
}

/** A row in the README's AI task table, which a test holds to the declared cost and cap. */
function addReadmeTaskRow() {
  const lines = readFileSync('README.md', 'utf8').split('\n');
  const last = lines.findLastIndex((line) => /^\s*\| `[a-z-]+` \|/.test(line));
  if (last < 0) {
    console.error(`Could not find the AI task table in README.md: add a row for ${id} by hand.`);
    process.exitCode = 1;
    return;
  }
  lines.splice(last + 1, 0, `  | \`${id}\` | fast | text (input ≤ 10,000 characters) | 64 KB | 1 | 8,192 |`);
  writeFileSync('README.md', lines.join('\n'));
}

// An AI task is served only once it is in the contract's list and the server's registry (tsc holds the two equal).
if (existsSync(join(root, 'contract'))) {
  const [, camel] = spellings(id);
  addToList(join('contract', 'ai-tasks.ts'), `import { ${camel}RequestSchema } from './${id}';`, `  '${id}': ${camel}RequestSchema,`, '};');
  addToList(join('server', 'ai', 'tasks', 'index.ts'), `import { ${camel}Task } from './${id}';`, `  '${id}': ${camel}Task,`, '};');
  addReadmeTaskRow();
}

// A long title rewraps lines; Prettier writes them as the rest of the code is written.
const prettier = spawnSync(process.execPath, [join('node_modules', 'prettier', 'bin', 'prettier.cjs'), '--write', '--log-level', 'warn', ...written], {
  stdio: 'inherit',
});
if (prettier.status !== 0) process.exitCode = 1;
console.log(`Created the ${kind} tool ${id}:\n${written.map((path) => `  ${path}`).join('\n')}`);
