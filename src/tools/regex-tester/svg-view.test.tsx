import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SvgNode } from './regex-diagram.logic';
import { SvgView } from './svg-view';

const node = (tag: string, attrs: Record<string, string> = {}, children: SvgNode[] = [], text?: string): SvgNode => ({ tag, attrs, children, text });

describe('SvgView', () => {
  it('draws only the diagram elements and attributes, with text as text', () => {
    const svg = node('svg', { width: '100', height: '40', viewBox: '0 0 100 40', onload: 'alert(1)' }, [
      node('g', { transform: 'translate(.5 .5)', onclick: 'alert(2)', style: 'background:url(https://x.test/)' }, [
        node('rect', { x: '1', y: '2', width: '30', height: '22', rx: '10' }),
        node('text', { x: '5', y: '6', class: 'comment' }, [], '<img src=x onerror=alert(3)>'),
        node('script', {}, [], 'alert(4)'),
        node('foreignObject', {}, [node('a', { href: 'javascript:alert(5)' })]),
      ]),
    ]);
    const { container } = render(<SvgView svg={svg} label="Railroad diagram of /a/" />);
    const drawn = container.querySelector('svg');
    expect(drawn).toHaveAccessibleName('Railroad diagram of /a/');
    expect(drawn?.getAttribute('viewBox')).toBe('0 0 100 40');
    expect(container.querySelectorAll('script, foreignObject, a, img')).toHaveLength(0);
    expect([...container.querySelectorAll('*')].flatMap((element) => element.getAttributeNames())).not.toEqual(
      expect.arrayContaining(['onload', 'onclick', 'style', 'href']),
    );
    expect(container.querySelector('text')?.textContent).toBe('<img src=x onerror=alert(3)>');
    expect(container.querySelector('text')?.getAttribute('class')).toBe('comment');
  });
});
