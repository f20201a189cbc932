import { MAX_REMEMBERED_CHARS } from './remember-inputs';
import { looksLikeSecret } from './secret-patterns';

// Apart from remember-inputs.ts because the app shell imports that one for its switch: the secret
// patterns then stay in the tools' code and off the landing page's script budget.

/** Keeps an input, unless it is too big or looks like a credential: then any earlier copy goes too. */
export function writeRememberedInput(key: string, value: unknown): void {
  try {
    const json = JSON.stringify(value);
    if (json.length > MAX_REMEMBERED_CHARS || looksLikeSecret(json)) localStorage.removeItem(key);
    else localStorage.setItem(key, json);
  } catch {
    // Full or blocked: the input simply is not remembered.
  }
}
