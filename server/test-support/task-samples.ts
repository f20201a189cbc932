// One small valid body per AI task, for tests that go through every task.
import type { AiTaskId, AiTaskRequests } from '@contract/ai-tasks';
import { defaultJsonToCSharpOptions } from '@contract/json-to-csharp';
import { defaultConversionOptions } from '@contract/sql-to-class';
import { FAKE_PNG_BASE64 } from '@test-support/fake-gemini';

const logo = { mimeType: 'image/png' as const, data: FAKE_PNG_BASE64 };

export const taskSamples: { readonly [Id in AiTaskId]: AiTaskRequests[Id] } = {
  'text-generate': { prompt: 'A bakery website', length: { unit: 'paragraphs', count: 2 }, format: 'plain' },
  'sql-beautify': { sql: 'select a from t', dialect: 'postgresql', keywordCase: 'upper', indentation: '4' },
  'js-minify': { code: 'const answer = 40 + 2;', sourceType: 'module', keepLicense: true },
  'css-minify': { css: 'a { color: #ff0000; }', keepLicense: true },
  'color-palette': { prompt: 'A calm forest' },
  'logo-palette': { image: logo },
  'logo-mockup': {
    image: logo,
    theme: 'light',
    palette: { primary: '#1D4ED8', secondary: '#0EA5E9', accent: '#F97316', neutral: '#475569', background: '#F8FAFC' },
  },
  'sql-to-class': { sql: 'CREATE TABLE users (id int)', dialect: 'auto', options: defaultConversionOptions },
  'json-to-csharp': { json: '{"a":1}', options: defaultJsonToCSharpOptions },
  'svg-icon': { prompt: 'a house' },
  'pdf-to-json': { pdf: { mimeType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%sample\n').toString('base64') }, prompt: 'Extract the title.' },
};
