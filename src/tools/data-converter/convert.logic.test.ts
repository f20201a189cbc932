// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromPreset, presetShape } from './converter-state';
import { convertData, DEFAULT_OPTIONS, formatOfFileName } from './convert.logic';
import { SAMPLES } from './samples';

describe('formatOfFileName', () => {
  it.each([
    ['config.yml', 'yaml'],
    ['Cargo.toml', 'toml'],
    ['pom.XML', 'xml'],
    ['events.ndjson', 'jsonl'],
    ['export.tab', 'tsv'],
    ['notes.txt', null],
  ])('%s → %s', (name, format) => {
    expect(formatOfFileName(name)).toBe(format);
  });
});

describe('alias and share-link presets', () => {
  it('an alias state (formats only) opens with the From sample and default options', () => {
    const preset = presetShape({ from: 'toml', to: 'yaml' });
    expect(preset && fromPreset(preset)).toEqual({ from: 'toml', to: 'yaml', text: SAMPLES.toml, side: 'from', options: DEFAULT_OPTIONS });
  });

  it('a link that does not fit the shape is ignored', () => {
    expect(presetShape({ from: 'pdf', to: 'json' })).toBeUndefined();
    expect(presetShape({ from: 'json', to: 'yaml', options: { indent: 99 } })).toBeUndefined();
  });

  it('every sample converts to every format without an error, except where the target cannot hold it', () => {
    const formats = Object.keys(SAMPLES) as (keyof typeof SAMPLES)[];
    for (const from of formats)
      for (const to of formats) {
        const result = convertData({ from, to, text: SAMPLES[from], options: DEFAULT_OPTIONS });
        // TOML's top level is a table: the CSV, TSV and JSON Lines samples are lists.
        const listToToml = to === 'toml' && ['csv', 'tsv', 'jsonl'].includes(from);
        expect(result.ok, `${from} → ${to}`).toBe(!listToToml);
      }
  });
});
