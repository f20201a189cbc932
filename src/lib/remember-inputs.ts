import { storedValue } from './stored-value';

/** Opt-in, off by default: whether tools keep their non-secret inputs in this browser. */
export const rememberInputs = storedValue('devdeck:remember-inputs', (raw) => (typeof raw === 'boolean' ? raw : undefined), false);

const INPUT_PREFIX = 'devdeck:input:';
/** Bigger inputs (a pasted log file) are not kept: localStorage holds about 5 MB in all. */
export const MAX_REMEMBERED_CHARS = 200_000;

export function inputStorageKey(toolId: string, name: string): string {
  return `${INPUT_PREFIX}${toolId}:${name}`;
}

export function setRememberInputs(on: boolean): void {
  rememberInputs.set(on);
  if (!on) forgetAllInputs();
}

/** Turning the setting off forgets everything kept so far. */
function forgetAllInputs(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).filter(
      (key): key is string => key?.startsWith(INPUT_PREFIX) ?? false,
    );
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

export function readRememberedInput(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** The note beside the switch: what is never kept, whatever the setting. */
export const REMEMBER_INPUTS_NOTE = 'Never keeps what looks like a secret: tokens, keys, passwords.';
