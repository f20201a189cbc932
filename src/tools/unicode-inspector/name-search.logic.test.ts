import { describe, expect, it } from 'vitest';
import { SEARCH_LIMIT, searchByName } from './name-search.logic';

describe('searchByName', () => {
  it('puts the exact name first', () => {
    expect(searchByName('euro sign').matches[0]).toEqual({ char: '€', codePoint: 'U+20AC', name: 'EURO SIGN' });
  });

  it('matches every word in any order', () => {
    const names = searchByName('cat smiling').matches.map((match) => match.name);
    expect(names).toContain('SMILING CAT FACE WITH OPEN MOUTH');
    expect(names.every((name) => name.includes('CAT') && name.includes('SMILING'))).toBe(true);
  });

  it('finds a code point by its number', () => {
    expect(searchByName('U+1F600').matches[0]?.name).toBe('GRINNING FACE');
  });

  it('caps the list and still counts every match', () => {
    const result = searchByName('latin');
    expect(result.matches).toHaveLength(SEARCH_LIMIT);
    expect(result.total).toBeGreaterThan(1000);
  });

  it('finds nothing for an empty or unknown query', () => {
    expect(searchByName('  ')).toEqual({ matches: [], total: 0 });
    expect(searchByName('zzqqxx').total).toBe(0);
  });
});
