import { JS_MINIFY_TASK } from '@contract/js-minify';
import { CodeTransformPanel, type CodeToolPage } from '@/components/code-transform-panel';
import { useCodeTransform, useTransformOptions } from '@/hooks/use-code-transform';
import { textFile } from '@/lib/files';
import { defaultJsOptions, type JsOptions, jsOptionsShape } from './js-options.logic';
import { JsOptionsBar } from './js-options';

const SAMPLE = `/*! greeter v1.0 | MIT licence */
export class Greeter {
  #greeting;

  constructor(greeting = 'Hello') {
    this.#greeting = greeting;
  }

  get greeting() {
    return this.#greeting;
  }

  greet(name) {
    // Fall back to a friendly default when no name is given.
    const who = name && name.trim() !== '' ? name.trim() : 'world';
    return \`\${this.#greeting}, \${who}!\`;
  }
}

export async function greetAll(names, greeter = new Greeter()) {
  const results = [];
  for (const name of names) {
    results.push(await Promise.resolve(greeter.greet(name)));
  }
  return results;
}
`;

const page: CodeToolPage = {
  input: { label: 'JavaScript Input', placeholder: 'Paste JavaScript here, drop a .js file, or open one.', drop: 'Drop a JavaScript file to open it' },
  output: { label: 'Minified JavaScript', placeholder: 'Minified JavaScript appears here.', busy: 'Minifying...' },
  action: { label: 'Minify JS', done: 'Minified' },
  language: 'javascript',
  file: textFile({
    kind: 'JavaScript or text',
    extensions: ['.js', '.mjs', '.cjs', '.jsx', '.txt'],
    named: ['.js', '.mjs', '.cjs'],
    mimeTypes: ['text/javascript', 'application/javascript', 'application/x-javascript'],
    maxMB: 20,
  }),
  sample: SAMPLE,
  download: { fileName: (sourceName) => `${sourceName?.replace(/\.(m|c)?jsx?$|\.txt$/, '') || 'script'}.min.js`, mimeType: 'text/javascript' },
  shortcut: 'in the input to run',
  showSizes: true,
};

export default function JsMinifierScreen() {
  const transform = useCodeTransform({
    task: JS_MINIFY_TASK,
    createWorker: () => new Worker(new URL('./js-minifier.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not minify this JavaScript',
    toAiRequest: (code, { sourceType, keepLicense }: JsOptions) => ({ code, sourceType, keepLicense }),
  });
  const [options, changeOptions] = useTransformOptions<JsOptions>(transform, defaultJsOptions, jsOptionsShape);
  return <CodeTransformPanel page={page} transform={transform} options={options} controls={<JsOptionsBar value={options} onChange={changeOptions} />} />;
}
