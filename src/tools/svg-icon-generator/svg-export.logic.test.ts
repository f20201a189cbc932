import { describe, expect, it } from 'vitest';
import { applyIconSettings, reactAttributeName, toReactComponent } from './svg-export.logic';

const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" stroke-width="2" class="x"><path d="M1 1h2" stroke-linecap="round"/></svg>';

describe('applyIconSettings', () => {
  it('sets the size and the root stroke width and keeps the viewBox', () => {
    const out = applyIconSettings(icon, { size: 256, strokeWidth: 1.5 });
    const root = new DOMParser().parseFromString(out, 'image/svg+xml').documentElement;
    expect([root.getAttribute('width'), root.getAttribute('height'), root.getAttribute('viewBox'), root.getAttribute('stroke-width')]).toEqual([
      '256',
      '256',
      '0 0 24 24',
      '1.5',
    ]);
  });

  it('makes a viewBox from the original size so the drawing scales', () => {
    const out = applyIconSettings('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32"><rect width="48" height="32"/></svg>', {
      size: 96,
      strokeWidth: 2,
    });
    expect(new DOMParser().parseFromString(out, 'image/svg+xml').documentElement.getAttribute('viewBox')).toBe('0 0 48 32');
  });
});

describe('reactAttributeName', () => {
  it.each([
    ['stroke-width', 'strokeWidth'],
    ['stroke-linecap', 'strokeLinecap'],
    ['xlink:href', 'xlinkHref'],
    ['class', 'className'],
    ['viewBox', 'viewBox'],
    ['data-name', 'data-name'],
    ['aria-hidden', 'aria-hidden'],
  ])('%s → %s', (name, react) => {
    expect(reactAttributeName(name)).toBe(react);
  });
});

describe('toReactComponent', () => {
  it('writes a typed component that spreads its props on the root', () => {
    expect(toReactComponent(icon, 'EditIcon')).toBe(
      [
        "import type { SVGProps } from 'react';",
        '',
        'export function EditIcon(props: SVGProps<SVGSVGElement>) {',
        '  return (',
        '    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" strokeWidth="2" className="x" {...props}>',
        '      <path d="M1 1h2" strokeLinecap="round" />',
        '    </svg>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('escapes text and quotes so the JSX stays valid', () => {
    const out = toReactComponent('<svg xmlns="http://www.w3.org/2000/svg"><text font-family=\'"A"\'>{x} &lt;</text></svg>', 'TextIcon');
    expect(out).toContain('fontFamily={"\\"A\\""}');
    expect(out).toContain('{"{x} <"}');
  });
});
