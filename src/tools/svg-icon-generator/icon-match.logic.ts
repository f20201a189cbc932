import { colorsNamed } from 'culori/fn';

/** Lucide's tag list: icon name → search words. */
export type IconTags = Readonly<Record<string, readonly string[]>>;
/** Lucide's drawing data: icon name → [element, attributes] pairs on a 24×24 grid. */
export type IconNodes = Readonly<Record<string, readonly (readonly [string, Readonly<Record<string, string | number>>])[]>>;

export type BackgroundShape = 'none' | 'circle' | 'square';

export interface IconStyle {
  shape: BackgroundShape;
  transparent: boolean;
  /** Hex colours; null when the prompt names none. */
  foreground: string | null;
  background: string | null;
}

export interface IconRequest {
  style: IconStyle;
  /** The words left to find the icon by, once style phrases are taken out. */
  words: string[];
}

const HEX = '#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\\b';
const NAMED = Object.keys(colorsNamed).sort((a, b) => b.length - a.length);
/** A colour as written: hex, or a CSS colour name possibly split in two ("light blue"). */
const COLOR = `(${HEX}|[a-z]+(?: [a-z]+)?)`;

/** "#0a0", "green", "light green" → "#00aa00"-style hex; null for anything else. */
export function colorToHex(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (/^#[0-9a-f]{3,4}$/.test(text)) return `#${[...text.slice(1, 4)].map((digit) => digit + digit).join('')}`;
  if (/^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/.test(text)) return text.slice(0, 7);
  const named = (colorsNamed as Record<string, number | undefined>)[text.replace(/\s+/g, '')];
  return named === undefined ? null : `#${named.toString(16).padStart(6, '0')}`;
}

/** The colour in a matched phrase: its two words together ("light blue"), else either word alone ("a yellow"). */
function colorAt(phrase: string): { hex: string; text: string } | null {
  const hex = new RegExp(HEX, 'i').exec(phrase)?.[0];
  if (hex) return { hex: colorToHex(hex) as string, text: hex };
  const [first = '', second] = phrase.split(' ');
  for (const text of second ? [`${first} ${second}`, first, second] : [first]) {
    const value = colorToHex(text);
    if (value && NAMED.includes(text.replace(' ', ''))) return { hex: value, text };
  }
  return null;
}

const STYLE_PATTERNS: readonly { pattern: RegExp; apply: (style: IconStyle, color: string | null) => void }[] = [
  {
    pattern: new RegExp(`\\b(?:fore\\s*colou?r|foreground(?:\\s+colou?r)?|icon\\s+colou?r|stroke(?:\\s+colou?r)?|colou?r)\\s*[:=]?\\s*${COLOR}`, 'g'),
    apply: (style, color) => (style.foreground ??= color),
  },
  {
    pattern: new RegExp(`\\b(?:back\\s*colou?r|background(?:\\s+colou?r)?|bg|fill)\\s*[:=]?\\s*${COLOR}`, 'g'),
    apply: (style, color) => (style.background ??= color),
  },
  {
    pattern: new RegExp(`${COLOR}\\s+(?:(?:circular|circle|round|square|rounded)\\s+)?(?:background|bg)\\b`, 'g'),
    apply: (style, color) => (style.background ??= color),
  },
];

const SHAPES: readonly [RegExp, BackgroundShape][] = [
  [/\b(?:circular|circle|round|rounded circle)\s+(?:background|bg|badge|shape)\b|\bin an? circle\b/g, 'circle'],
  [/\b(?:square|squared|rounded square|rounded|box)\s+(?:background|bg|badge|shape)\b|\bin an? (?:rounded )?square\b/g, 'square'],
];

const STOP_WORDS = new Set(
  'a an the with and of for in on to as at by fore back icon icons symbol logo glyph style simple flat minimal outline outlined line modern clean background bg transparent forecolor forecolour foreground colour color stroke fill size please make draw create generate me'.split(
    ' ',
  ),
);

/** Reads what the prompt asks for: the background shape, colours, transparency, and the words naming the icon. */
export function parseIconPrompt(prompt: string): IconRequest {
  let text = ` ${prompt.toLowerCase().replace(/[^a-z0-9#]+/g, ' ')} `;
  const style: IconStyle = { shape: 'none', transparent: /\btransparent\b/.test(text), foreground: null, background: null };
  for (const [pattern, shape] of SHAPES) {
    if (style.shape === 'none' && text.search(pattern) !== -1) style.shape = shape;
    text = text.replace(pattern, ' background ');
  }
  for (const { pattern, apply } of STYLE_PATTERNS) {
    text = text.replace(pattern, (whole: string, written: string) => {
      const color = colorAt(written);
      if (!color) return whole;
      apply(style, color.hex);
      return whole.replace(color.text, ' ');
    });
  }
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (word === '' || STOP_WORDS.has(word)) continue;
    const color = colorToHex(word);
    // A bare colour name ("a red heart") colours the icon; a colour word that is also an icon name stays a word.
    if (color && NAMED.includes(word) && !word.startsWith('#')) style.foreground ??= color;
    else if (!word.startsWith('#')) words.push(word);
  }
  return { style, words };
}

/** Everyday words whose Lucide icon has another name. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  edit: ['pencil', 'square-pen'],
  delete: ['trash-2', 'trash'],
  remove: ['trash-2', 'x'],
  home: ['house'],
  close: ['x'],
  add: ['plus'],
  email: ['mail'],
  gear: ['settings'],
  preferences: ['settings'],
  profile: ['user'],
  account: ['user'],
  cart: ['shopping-cart'],
  time: ['clock'],
  location: ['map-pin'],
  save: ['save'],
  favourite: ['star', 'heart'],
  favorite: ['star', 'heart'],
  like: ['heart', 'thumbs-up'],
  money: ['banknote', 'dollar-sign'],
  notification: ['bell'],
  warning: ['triangle-alert'],
  info: ['info'],
  help: ['circle-question-mark'],
};

export interface IconMatch {
  name: string;
  /** The prompt words that found it; empty when nothing matched and the fallback was used. */
  matched: string[];
}

export const FALLBACK_ICON = 'sparkles';

/**
 * The icon whose name and tags best match the words: a whole-name match beats a name part, which
 * beats a tag; ties go to the simpler (shorter) name. Falls back to a generic icon.
 */
export function pickIcon(words: readonly string[], tags: IconTags): IconMatch {
  let best: { name: string; score: number; matched: string[] } | null = null;
  const pairs = words.slice(1).map((word, index) => `${words[index]}-${word}`);
  for (const [name, iconTags] of Object.entries(tags)) {
    const parts = name.split('-');
    let score = 0;
    const matched: string[] = [];
    for (const word of words) {
      const singular = word.replace(/s$/, '');
      let points = 0;
      if (name === word) points = 13;
      else if (name === singular) points = 12;
      else if (SYNONYMS[word]?.[0] === name) points = 11;
      else if (SYNONYMS[word]?.includes(name)) points = 10;
      else if (parts[0] === word || parts[0] === singular) points = 7;
      else if (parts.includes(word) || parts.includes(singular)) points = 5;
      else if (iconTags.includes(word) || iconTags.includes(singular)) points = iconTags.indexOf(word) < 3 ? 4 : 3;
      if (points > 0) matched.push(word);
      score += points;
    }
    if (pairs.includes(name)) score += 15;
    if (
      score > 0 &&
      (!best || score > best.score || (score === best.score && (name.length < best.name.length || (name.length === best.name.length && name < best.name))))
    ) {
      best = { name, score, matched };
    }
  }
  return best ? { name: best.name, matched: best.matched } : { name: FALLBACK_ICON, matched: [] };
}

export interface IconSettings {
  /** Width and height in pixels. */
  size: number;
  strokeWidth: number;
}

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** How much of the 24×24 grid the icon keeps inside a background shape. */
const INSET_SCALE = 0.6;

/** The icon's SVG markup with the asked background, colours and transparency. */
export function buildIconSvg(nodes: IconNodes[string], { shape, transparent, foreground, background }: IconStyle, { size, strokeWidth }: IconSettings): string {
  const color = foreground ?? '#000000';
  const shapes = nodes
    .map(
      ([element, attributes]) =>
        `<${element} ${Object.entries(attributes)
          .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
          .join(' ')}/>`,
    )
    .join('');
  const backdrop = backdropOf(shape, transparent, background);
  const body = backdrop
    ? `${backdrop}<g transform="translate(12 12) scale(${INSET_SCALE}) translate(-12 -12)" stroke-width="${round(strokeWidth / INSET_SCALE)}">${shapes}</g>`
    : shapes;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" color="${color}" stroke="currentColor" ` +
    `stroke-width="${round(strokeWidth)}" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`
  );
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The background: a shape filled with the asked colour (or a light tint of the icon's colour);
 * "transparent" leaves it unfilled, outlined in the icon's colour. No shape but a colour fills the square.
 */
function backdropOf(shape: BackgroundShape, transparent: boolean, background: string | null): string | null {
  if (shape === 'none' && (background === null || transparent)) return null;
  const paint = transparent
    ? 'fill="none" stroke="currentColor" stroke-width="1"'
    : background
      ? `fill="${background}" stroke="none"`
      : 'fill="currentColor" fill-opacity="0.15" stroke="none"';
  if (shape === 'circle') return `<circle cx="12" cy="12" r="11.5" ${paint}/>`;
  if (shape === 'square') return `<rect x="0.5" y="0.5" width="23" height="23" rx="5" ${paint}/>`;
  return `<rect width="24" height="24" ${paint}/>`;
}
