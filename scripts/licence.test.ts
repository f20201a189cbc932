// @vitest-environment node
// DevDeck is offered under MIT: the licence file and package.json say so, and every package the app or the
// server ships with, its dependencies' dependencies included, is under a licence that lets it be redistributed
// beside MIT code.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { license?: string; dependencies: Record<string, string> };
/** The lockfile names every installed package with its licence, and marks those only development needs. */
const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { license?: string; dev?: boolean }> };

/**
 * Permissive licences, in SPDX; an "A OR B" expression passes when one side does. CC0-1.0 and Unlicense are
 * public-domain dedications; MIT-0, BlueOak-1.0.0 and Python-2.0 (PSF-2.0) ask no more than MIT does.
 */
const PERMISSIVE = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'CC0-1.0',
  'Unlicense',
  'BlueOak-1.0.0',
  'Python-2.0',
  'PSF-2.0',
]);

function licenceOf(name: string): string {
  const manifest = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { license?: string };
  return manifest.license ?? '(none)';
}

const isPermissive = (expression: string) =>
  expression
    .replace(/[()]/g, '')
    .split(' OR ')
    .some((choice) => PERMISSIVE.has(choice.trim()));

describe('the licence', () => {
  it('is MIT, in LICENSE and in package.json', () => {
    expect(packageJson.license).toBe('MIT');
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
  });

  it('is compatible with every runtime dependency', () => {
    const restrictive = Object.keys(packageJson.dependencies)
      .map((name) => `${name}: ${licenceOf(name)}`)
      .filter((entry) => !isPermissive(entry.slice(entry.lastIndexOf(': ') + 2)));
    expect(restrictive).toEqual([]);
  });

  it('is compatible with every package shipped with them, however deep', () => {
    const shipped = Object.entries(lockfile.packages).filter(([path, facts]) => path !== '' && !facts.dev);
    expect(shipped.length).toBeGreaterThan(Object.keys(packageJson.dependencies).length);
    const restrictive = shipped.filter(([, facts]) => !isPermissive(facts.license ?? '(none)')).map(([path, facts]) => `${path}: ${facts.license ?? '(none)'}`);
    expect(restrictive).toEqual([]);
  });
});
