import { describe, expect, it } from 'vitest';
import { mergePreset, presetPartFor } from './alias-preset';

const caseDefaults = { text: '', target: 'camel', separateNumbers: false, slug: { separator: '-', lowercase: true } };

describe('presetPartFor: which part of a preset addresses an input', () => {
  it.each([
    ['the field named like the input', { text: 'Hello' }, 'text', 'kept text', 'Hello'],
    ['the whole preset for an object input it does not name', { target: 'slug' }, 'state', caseDefaults, { target: 'slug' }],
    ['nothing for a text input it does not name', { options: { indentation: '2' } }, 'input', 'kept', undefined],
    ['nothing when the preset is not an object', 'slug', 'state', caseDefaults, undefined],
  ])('%s', (_, preset, name, value, expected) => {
    expect(presetPartFor(preset, name, value)).toEqual(expected);
  });
});

describe('mergePreset: a preset sets what it names, the rest keeps what the visitor changed', () => {
  it.each([
    [
      'Case Converter #/slugify-string: the remembered text stays, the case becomes slug',
      {
        completed: { ...caseDefaults, target: 'slug' },
        remembered: { ...caseDefaults, text: 'Hello World', target: 'snake' },
        fallback: caseDefaults,
        named: { target: 'slug' },
      },
      { ...caseDefaults, text: 'Hello World', target: 'slug' },
    ],
    [
      'nested fields merge one by one: a named option is set, an unnamed changed one kept',
      {
        completed: { input: '', options: { indentation: '2', sortKeys: false } },
        remembered: { input: 'a: 1', options: { indentation: '4', sortKeys: true } },
        fallback: { input: '', options: { indentation: '2', sortKeys: false } },
        named: { options: { indentation: '2' } },
      },
      { input: 'a: 1', options: { indentation: '2', sortKeys: true } },
    ],
    [
      'a field left at its default takes the tool’s completion (the Data Converter’s sample for the From format)',
      {
        completed: { from: 'toml', to: 'yaml', text: 'title = "TOML sample"' },
        remembered: { from: 'json', to: 'yaml', text: '{"sample":true}' },
        fallback: { from: 'json', to: 'yaml', text: '{"sample":true}' },
        named: { from: 'toml', to: 'yaml' },
      },
      { from: 'toml', to: 'yaml', text: 'title = "TOML sample"' },
    ],
    [
      'a field the visitor changed is kept even when the tool would complete it differently',
      {
        completed: { from: 'toml', to: 'yaml', text: 'title = "TOML sample"' },
        remembered: { from: 'json', to: 'yaml', text: '{"mine":1}' },
        fallback: { from: 'json', to: 'yaml', text: '{"sample":true}' },
        named: { from: 'toml', to: 'yaml' },
      },
      { from: 'toml', to: 'yaml', text: '{"mine":1}' },
    ],
    [
      'an input the preset names as a whole takes the preset’s value',
      { completed: 'Hello, wörld', remembered: 'my text', fallback: 'sample', named: 'Hello, wörld' },
      'Hello, wörld',
    ],
    ['an input the preset does not name keeps what the visitor changed', { completed: '', remembered: '<a/>', fallback: '', named: undefined }, '<a/>'],
    [
      'an empty preset ({}) keeps every changed field',
      { completed: { zone: 'UTC', value: '0' }, remembered: { zone: 'Europe/Paris', value: '0' }, fallback: { zone: 'UTC', value: '0' }, named: {} },
      { zone: 'Europe/Paris', value: '0' },
    ],
    [
      'a field missing from what was remembered (an older version) takes the completion',
      {
        completed: { target: 'slug', separateNumbers: false },
        remembered: { target: 'snake' },
        fallback: { target: 'camel', separateNumbers: false },
        named: { target: 'slug' },
      },
      { target: 'slug', separateNumbers: false },
    ],
    [
      'arrays are values, not merged',
      { completed: { zones: ['UTC'] }, remembered: { zones: ['UTC', 'Asia/Tokyo'] }, fallback: { zones: ['UTC'] }, named: {} },
      { zones: ['UTC', 'Asia/Tokyo'] },
    ],
  ])('%s', (_, merge, expected) => {
    expect(mergePreset(merge)).toEqual(expected);
  });
});
