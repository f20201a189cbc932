import { existsSync } from 'node:fs';

/** The browser the tests drive: CHROMIUM_PATH, else Debian's chromium. We never download one. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  return existsSync(chromiumPath());
}

/**
 * Flags for every headless run (tests and benches): no sandbox as root, and none of Chromium's own
 * background connections, which this machine's closed network refuses.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
