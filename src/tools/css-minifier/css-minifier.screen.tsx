import { CSS_MINIFY_TASK } from '@contract/css-minify';
import { CodeTransformPanel, type CodeToolPage } from '@/components/code-transform-panel';
import { useCodeTransform, useTransformOptions } from '@/hooks/use-code-transform';
import { textFile } from '@/lib/files';
import { defaultCssOptions, type CssOptions, cssOptionsShape } from './css-options.logic';
import { CssOptionsBar } from './css-options';

const SAMPLE = `/*! acme theme v2 | MIT licence */
:root {
  --brand: #4f46e5;
  --radius: 0.50rem;
}

/* Cards */
.card {
  display: flex;
  flex-direction: column;
  margin: 0px 0px 16px 0px;
  padding: 16px 24px 16px 24px;
  border-radius: var(--radius);
  background-color: #ffffff;
  color: #333333;
}

.card:hover {
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);
}

@media (min-width: 768px) {
  .card {
    flex-direction: row;
  }
}
`;

const page: CodeToolPage = {
  input: { label: 'CSS Input', placeholder: 'Paste CSS here, drop a .css file, or open one.', drop: 'Drop a CSS file to open it' },
  output: { label: 'Minified CSS', placeholder: 'Minified CSS appears here.', busy: 'Minifying...' },
  action: { label: 'Minify CSS', done: 'Minified' },
  language: 'css',
  file: textFile({ kind: 'CSS or text', extensions: ['.css', '.txt'], mimeTypes: ['text/css'], maxMB: 20 }),
  sample: SAMPLE,
  download: { fileName: (sourceName) => `${sourceName?.replace(/\.(css|txt)$/, '') || 'styles'}.min.css`, mimeType: 'text/css' },
  shortcut: 'in the input to run',
  showSizes: true,
};

export default function CssMinifierScreen() {
  const transform = useCodeTransform({
    task: CSS_MINIFY_TASK,
    createWorker: () => new Worker(new URL('./css-minifier.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not minify this CSS',
    toAiRequest: (css, { keepLicense }: CssOptions) => ({ css, keepLicense }),
  });
  const [options, changeOptions] = useTransformOptions<CssOptions>(transform, defaultCssOptions, cssOptionsShape);
  // Merge rules is csso's; the AI engine is told to keep every rule, so the switch only applies to Local.
  const effective = transform.engine === 'local' ? options : { ...options, restructure: false };
  return (
    <CodeTransformPanel
      page={page}
      transform={transform}
      options={effective}
      controls={<CssOptionsBar value={effective} onChange={changeOptions} localEngine={transform.engine === 'local'} />}
    />
  );
}
