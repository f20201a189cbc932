import type { StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import type { CodeLanguage } from './code-pane';

const language = (load: () => Promise<Extension>): Preloadable<Extension> => preloadable(load);
/** A CodeMirror 5 mode from @codemirror/legacy-modes, for languages without a Lezer grammar installed. */
const legacyMode = (load: () => Promise<StreamParser<unknown>>) =>
  language(() => Promise.all([import('@codemirror/language'), load()]).then(([{ StreamLanguage }, mode]) => StreamLanguage.define(mode)));

/**
 * Each editor language in a chunk of its own, loaded once. A tool names the languages its first screen
 * shows (defineTool's `codeLanguages`), so they are fetched alongside its screen instead of after the editor mounts.
 */
const codeLanguages: Record<CodeLanguage, Preloadable<Extension>> = {
  json: language(() => import('@codemirror/lang-json').then((module) => module.json())),
  sql: language(() => import('@codemirror/lang-sql').then((module) => module.sql())),
  javascript: language(() => import('@codemirror/lang-javascript').then((module) => module.javascript())),
  typescript: language(() => import('@codemirror/lang-javascript').then((module) => module.javascript({ typescript: true }))),
  css: language(() => import('@codemirror/lang-css').then((module) => module.css())),
  java: language(() => import('@codemirror/lang-java').then((module) => module.java())),
  python: language(() => import('@codemirror/lang-python').then((module) => module.python())),
  php: language(() => import('@codemirror/lang-php').then((module) => module.php({ plain: true }))),
  csharp: language(() =>
    Promise.all([import('@codemirror/language'), import('@codemirror/legacy-modes/mode/clike')]).then(([{ StreamLanguage }, clike]) =>
      StreamLanguage.define(clike.csharp),
    ),
  ),
  yaml: language(() => import('./yaml-language').then((module) => module.yamlLanguage)),
  toml: legacyMode(() => import('@codemirror/legacy-modes/mode/toml').then((module) => module.toml)),
  xml: legacyMode(() => import('@codemirror/legacy-modes/mode/xml').then((module) => module.xml)),
  text: language(async () => []),
};

/** The language's extension: at once if it has loaded, else when it does. */
export function loadCodeLanguage(name: CodeLanguage): Promise<Extension> {
  return codeLanguages[name].load();
}

export function loadedCodeLanguage(name: CodeLanguage): Extension | undefined {
  return codeLanguages[name].loaded();
}
