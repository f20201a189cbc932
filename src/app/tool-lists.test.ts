import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENT_LIMIT, toggled, withRecent } from './tool-lists';

describe('toggled', () => {
  it('adds an absent id at the end and removes a present one', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('undoes itself', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (list, id) => {
        expect(toggled(toggled(list, id), id).sort()).toEqual([...list].sort());
      }),
    );
  });
});

describe('withRecent', () => {
  it('puts the id first without repeating it', () => {
    expect(withRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  });

  it(`keeps at most ${RECENT_LIMIT}, dropping the oldest`, () => {
    expect(withRecent(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
  });

  it('always starts with the id, has no repeats and stays within the limit', () => {
    fc.assert(
      // Stored lists never repeat an id: they are only ever built by withRecent.
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (list, id) => {
        const result = withRecent(list, id);
        expect(result[0]).toBe(id);
        expect(new Set(result).size).toBe(result.length);
        expect(result.length).toBeLessThanOrEqual(RECENT_LIMIT);
      }),
    );
  });
});
