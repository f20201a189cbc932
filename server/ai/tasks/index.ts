import type { AiTask } from '../task';
import { textGenerateTask } from './text-generate';
import { sqlBeautifyTask } from './sql-beautify';
import { jsMinifyTask } from './js-minify';
import { cssMinifyTask } from './css-minify';
import { colorPaletteTask } from './color-palette';
import { logoPaletteTask } from './logo-palette';
import { logoMockupTask } from './logo-mockup';
import { sqlToClassTask } from './sql-to-class';
import { jsonToCSharpTask } from './json-to-csharp';
import { svgIconTask } from './svg-icon';
import { pdfToJsonTask } from './pdf-to-json';

/** Every AI task the server offers, one module each. */
export const aiTasks: readonly AiTask[] = [textGenerateTask, sqlBeautifyTask, jsMinifyTask, cssMinifyTask, colorPaletteTask, logoPaletteTask, logoMockupTask, sqlToClassTask, jsonToCSharpTask, svgIconTask, pdfToJsonTask];
