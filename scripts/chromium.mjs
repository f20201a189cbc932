import { existsSync } from 'node:fs';

/** The browser the tests drive: CHROMIUM_PATH, else Debian's chromium. We never download one. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  return existsSync(chromiumPath());
}
