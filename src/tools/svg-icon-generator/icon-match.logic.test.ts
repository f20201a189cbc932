import { describe, expect, it } from 'vitest';
import tags from 'lucide-static/tags.json';
import nodes from 'lucide-static/icon-nodes.json';
import { buildIconSvg, colorToHex, FALLBACK_ICON, type IconNodes, type IconStyle, parseIconPrompt, pickIcon } from './icon-match.logic';

const plain: IconStyle = { shape: 'none', transparent: false, foreground: null, background: null };

describe('colourToHex', () => {
  it.each([
    ['green', '#008000'],
    ['Light Blue', '#add8e6'],
    ['#0a0', '#00aa00'],
    ['#00AA00', '#00aa00'],
    ['#00aa00cc', '#00aa00'],
    ['transparent', null],
    ['pencil', null],
    ['#12', null],
  ])('%j gives %j', (value, hex) => {
    expect(colorToHex(value)).toBe(hex);
  });
});

describe('parseIconPrompt', () => {
  it.each([
    ['edit icon, circular background, transparent, forecolor green', { shape: 'circle', transparent: true, foreground: '#008000', background: null }, ['edit']],
    ['home', plain, ['home']],
    ['a red heart on a yellow square background', { shape: 'square', transparent: false, foreground: '#ff0000', background: '#ffff00' }, ['heart']],
    ['settings icon, foreground #1e40af, background: #fff', { shape: 'none', transparent: false, foreground: '#1e40af', background: '#ffffff' }, ['settings']],
    ['mail in a circle, color light blue', { shape: 'circle', transparent: false, foreground: '#add8e6', background: null }, ['mail']],
    [
      'shopping cart, rounded background, bg navy, fore colour white',
      { shape: 'square', transparent: false, foreground: '#ffffff', background: '#000080' },
      ['shopping', 'cart'],
    ],
  ])('%j', (prompt, style, words) => {
    expect(parseIconPrompt(prompt)).toEqual({ style, words });
  });

  it('gives the same answer on repeated calls (no regex state leaks between prompts)', () => {
    const prompt = 'edit icon, circular background';
    expect(parseIconPrompt(prompt)).toEqual(parseIconPrompt(prompt));
    expect(parseIconPrompt('home').style.shape).toBe('none');
  });
});

describe('pickIcon (against the real Lucide tag list)', () => {
  it.each([
    [['edit'], 'pencil'],
    [['home'], 'house'],
    [['heart'], 'heart'],
    [['shopping', 'cart'], 'shopping-cart'],
    [['settings'], 'settings'],
    [['users'], 'users'],
    [['calendar'], 'calendar'],
    [['trash'], 'trash'],
  ])('%j picks %s', (words, name) => {
    const match = pickIcon(words, tags);
    expect(match.name).toBe(name);
    expect(match.matched.length).toBeGreaterThan(0);
    expect(Object.keys(nodes)).toContain(match.name);
  });

  it('falls back to a generic icon when no word matches', () => {
    expect(pickIcon(['qwertyuiop'], tags)).toEqual({ name: FALLBACK_ICON, matched: [] });
    expect(pickIcon([], tags)).toEqual({ name: FALLBACK_ICON, matched: [] });
  });
});

describe('buildIconSvg', () => {
  const pencil = (nodes as unknown as IconNodes).pencil ?? [];
  const settings = { size: 64, strokeWidth: 2 };

  it('draws the icon alone with no background asked', () => {
    const svg = buildIconSvg(pencil, plain, settings);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="64" height="64" viewBox="0 0 24 24"/);
    expect(svg).toContain('color="#000000"');
    expect(svg).not.toContain('<circle');
    expect(svg.match(/<path /g)).toHaveLength(pencil.length);
  });

  it('outlines a transparent circle in the icon colour and shrinks the icon into it, keeping the stroke width', () => {
    const svg = buildIconSvg(pencil, { shape: 'circle', transparent: true, foreground: '#008000', background: null }, settings);
    expect(svg).toContain('color="#008000"');
    expect(svg).toContain('<circle cx="12" cy="12" r="11.5" fill="none" stroke="currentColor" stroke-width="1"/>');
    expect(svg).toContain('<g transform="translate(12 12) scale(0.6) translate(-12 -12)" stroke-width="3.333">');
  });

  it('fills a square with the background colour, or a tint of the icon colour when none is named', () => {
    expect(buildIconSvg(pencil, { shape: 'square', transparent: false, foreground: null, background: '#ffff00' }, settings)).toContain(
      '<rect x="0.5" y="0.5" width="23" height="23" rx="5" fill="#ffff00" stroke="none"/>',
    );
    expect(buildIconSvg(pencil, { shape: 'circle', transparent: false, foreground: '#ff0000', background: null }, settings)).toContain(
      'fill="currentColor" fill-opacity="0.15"',
    );
  });

  it('fills the whole square when a background colour is named without a shape', () => {
    expect(buildIconSvg(pencil, { ...plain, background: '#000080' }, settings)).toContain('<rect width="24" height="24" fill="#000080" stroke="none"/>');
  });

  it('parses as well-formed SVG', () => {
    const svg = buildIconSvg(pencil, { shape: 'circle', transparent: false, foreground: '#008000', background: '#ffffff' }, { size: 300, strokeWidth: 1.5 });
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(document.documentElement.getAttribute('stroke-width')).toBe('1.5');
  });
});
