import type { AiTask, AiTaskRegistry } from '../task';
import { colorPaletteTask } from './color-palette';
import { cssMinifyTask } from './css-minify';
import { jsMinifyTask } from './js-minify';
import { jsonToCSharpTask } from './json-to-csharp';
import { logoMockupTask } from './logo-mockup';
import { logoPaletteTask } from './logo-palette';
import { pdfToJsonTask } from './pdf-to-json';
import { sqlBeautifyTask } from './sql-beautify';
import { sqlToClassTask } from './sql-to-class';
import { svgIconTask } from './svg-icon';
import { textGenerateTask } from './text-generate';

/** Every AI task the server offers, one module each, by id: tsc fails unless these are exactly the contract's tasks. */
export const aiTaskRegistry: AiTaskRegistry = {
  'text-generate': textGenerateTask,
  'sql-beautify': sqlBeautifyTask,
  'js-minify': jsMinifyTask,
  'css-minify': cssMinifyTask,
  'color-palette': colorPaletteTask,
  'logo-palette': logoPaletteTask,
  'logo-mockup': logoMockupTask,
  'sql-to-class': sqlToClassTask,
  'json-to-csharp': jsonToCSharpTask,
  'svg-icon': svgIconTask,
  'pdf-to-json': pdfToJsonTask,
};

export const aiTasks: readonly AiTask[] = Object.values(aiTaskRegistry);
