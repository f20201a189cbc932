import { formatNumber } from './format-number';

/**
 * Messages that more than one file says: the browser and the server, or several tools. Each is
 * written here once and imported; a message only one tool says stays beside that tool's logic, and
 * a tool's own AI limits and messages sit in its contract file (pdf-to-json.ts, logo-palette.ts).
 * messages.test.ts fails when a message the spec fixes is spelled out in two source files.
 */

/** The spec's message for blank input (JSON Beautifier, SQL Beautifier, JS and CSS Minifiers, SQL to Class, JSON to C#). */
export const INPUT_EMPTY = 'Input is empty.';

/** The spec's message for a blank prompt (Text Generator, Color Palette Generator, SVG Icon Generator). */
export const PROMPT_EMPTY = 'Prompt is empty.';

/** The spec's message for an AI answer without the shape asked for (Color Palette Generator, Logo to Palette). */
export const UNEXPECTED_FORMAT = 'Received an unexpected format from the API.';

/** The spec's service-layer wording for a failed AI call; a detail follows it. */
export const API_ERROR_PREFIX = 'Error communicating with the API.';

/** The spec's screen message for a thrown value that is not an Error. */
export const UNKNOWN_ERROR = 'An unknown error occurred.';

/** A prompt over a task's limit (the schemas' message, and the screens' before they send it). */
export const promptTooLong = (maxChars: number) => `Prompt is too long: at most ${maxChars} characters.`;

/** Input that the Local engine takes but one AI request cannot carry; `what` names it ("Input", "SQL", "JSON"). */
export const aiInputTooLong = (what: string, maxChars: number) =>
  `${what} is too long for the AI engine: at most ${formatNumber(maxChars)} characters. Use the Local engine for bigger input.`;

/** The variables that turn the AI tools on, as every "not configured" message names them. */
export const AI_PROVIDER_VARIABLES = 'GEMINI_API_KEY (or OPENAI_BASE_URL and OPENAI_MODEL)';

/** Said wherever AI is off because the server has no provider (beside the Engine switch). */
export const AI_NOT_CONFIGURED = 'AI is not configured on this server.';

/** The same with what to do about it: an AI-only tool's notice, the gateway's 503 and the server's start-up line. */
export const AI_NOT_CONFIGURED_HELP = `${AI_NOT_CONFIGURED} Set ${AI_PROVIDER_VARIABLES} where it runs, then restart it.`;

/** A task only Gemini can run (the logo mockup image) on a server whose provider is OpenAI-compatible. */
export const AI_NEEDS_GEMINI = 'This AI feature needs Gemini. Set GEMINI_API_KEY where the server runs, then restart it.';
