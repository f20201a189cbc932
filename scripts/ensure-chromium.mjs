// Makes sure a system Chromium exists before Playwright runs. On Debian/Ubuntu as root it installs
// the distribution's package; anywhere else it explains what to do. It never downloads a browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, hasChromium } from './chromium.mjs';

if (!hasChromium()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const canApt = existsSync('/usr/bin/apt-get');
  if (!process.env.CHROMIUM_PATH && isRoot && canApt) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (!hasChromium()) {
    console.error(
      `No Chromium at ${chromiumPath()}.\n` +
        'Install one with your package manager (Debian/Ubuntu: "sudo apt-get install chromium")\n' +
        'or point CHROMIUM_PATH at an existing Chromium or Chrome binary. The tests never download a browser.',
    );
    process.exit(1);
  }
}
console.log(`Using Chromium at ${chromiumPath()}`);
