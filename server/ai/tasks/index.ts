import type { AiTask } from '../task';
import { textGenerateTask } from './text-generate';

/** Every AI task the server offers, one module each. */
export const aiTasks: readonly AiTask[] = [textGenerateTask];
