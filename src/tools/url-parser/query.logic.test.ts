import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostToAscii, hostToUnicode } from './idn.logic';
import { jsonToQuery, parseQuery, queryToJson, serializeQuery } from './query.logic';

describe('parseQuery', () => {
  it('reads as forms do: "+" a space, repeated keys and empty values kept, in order', () => {
    expect(parseQuery('?q=caf%C3%A9+au+lait&tag=a&tag=b&empty=&flag&plus=1%2B1&&x=%zz')).toEqual([
      { key: 'q', value: 'café au lait' },
      { key: 'tag', value: 'a' },
      { key: 'tag', value: 'b' },
      { key: 'empty', value: '' },
      { key: 'flag', value: '', bare: true },
      { key: 'plus', value: '1+1' },
      { key: 'x', value: '%zz' },
    ]);
  });

  it('agrees with URLSearchParams on the pairs', () => {
    const query = '?a=1&b=two+words&c=%E2%82%AC&a=3&d=&e=x%3Dy';
    expect(parseQuery(query).map((row) => [row.key, row.value])).toEqual([...new URLSearchParams(query)]);
  });

  it('writes rows back, encoding what must be', () => {
    expect(
      serializeQuery([
        { key: 'q', value: 'a b&c=d+e' },
        { key: 'flag', value: '', bare: true },
        { key: 'path', value: '/x:y@z' },
        { key: '', value: '' },
      ]),
    ).toBe('?q=a%20b%26c%3Dd%2Be&flag&path=/x:y@z');
    expect(serializeQuery([])).toBe('');
  });

  it('property: rows → query → rows is the identity', () => {
    const row = fc.record({ key: fc.string({ unit: 'grapheme', minLength: 1 }), value: fc.string({ unit: 'grapheme' }) });
    fc.assert(
      fc.property(fc.array(row), (rows) => {
        expect(parseQuery(serializeQuery(rows))).toEqual(rows);
      }),
    );
  });
});

describe('query ↔ JSON', () => {
  it('repeated keys become arrays, a[b]=c nests, a[]= appends, 0, 1, 2… become an array (as qs and PHP)', () => {
    const rows = parseQuery('?tag=a&tag=b&user[name]=Ada&user[langs][]=en&user[langs][]=fr&items[0][id]=1&items[1][id]=2&page=');
    expect(queryToJson(rows)).toEqual({
      tag: ['a', 'b'],
      user: { name: 'Ada', langs: ['en', 'fr'] },
      items: [{ id: '1' }, { id: '2' }],
      page: '',
    });
  });

  it('keeps "__proto__" as an ordinary key', () => {
    const json = queryToJson(parseQuery('?__proto__[x]=1'));
    expect(Object.keys(json)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('writes JSON back as a query', () => {
    const read = jsonToQuery('{"tag": ["a", "b"], "user": {"name": "Ada", "age": 36, "admin": false}, "items": [{"id": 1}], "none": null}');
    expect(read.ok && serializeQuery(read.rows)).toBe('?tag=a&tag=b&user[name]=Ada&user[age]=36&user[admin]=false&items[0][id]=1&none=');
    expect(jsonToQuery('[1]')).toEqual({ ok: false, message: 'A query is a JSON object: {"key": "value", ...}.' });
    expect(jsonToQuery('{"a": ').ok).toBe(false);
  });

  it('property: a flat query with distinct keys survives query → JSON → query', () => {
    const key = fc.string({ unit: 'grapheme', minLength: 1 }).filter((text) => !/[[\]]/.test(text));
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(key, fc.string({ unit: 'grapheme' })), { selector: ([name]) => name }), (pairs) => {
        const rows = pairs.map(([name, value]) => ({ key: name, value }));
        const back = jsonToQuery(JSON.stringify(queryToJson(rows)));
        expect(back).toEqual({ ok: true, rows });
      }),
    );
  });

  it('property: JSON → query → JSON is stable for any flat query, repeats included', () => {
    const key = fc.constantFrom('a', 'b', 'c d', 'é');
    fc.assert(
      fc.property(fc.array(fc.record({ key, value: fc.string() })), (rows) => {
        const json = queryToJson(rows);
        const back = jsonToQuery(JSON.stringify(json));
        expect(back.ok && queryToJson(back.rows)).toEqual(json);
      }),
    );
  });
});

describe('IDN', () => {
  it.each([
    ['bücher.example', 'xn--bcher-kva.example'],
    ['münchen.de', 'xn--mnchen-3ya.de'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
    ['例え.テスト', 'xn--r8jz45g.xn--zckzah'],
    ['example.com', 'example.com'],
  ])('%s ↔ %s (RFC 3492)', (unicode, ascii) => {
    expect(hostToAscii(unicode)).toEqual({ ok: true, value: ascii });
    expect(hostToUnicode(ascii)).toEqual({ ok: true, value: unicode });
    expect(new URL(`https://${unicode}/`).hostname).toBe(ascii);
  });

  it('says when an xn-- label cannot be decoded', () => {
    expect(hostToUnicode('xn--a-ecp.ru')).toEqual(expect.objectContaining({ ok: true }));
    expect(hostToUnicode('xn--zz.example')).toEqual({ ok: false, message: 'Could not decode this name: Invalid input.' });
  });

  it('property: Unicode → ASCII → Unicode is the identity for lowercase labels', () => {
    const label = fc.string({ unit: fc.constantFrom(...'abcxyz019äöüßéçñøπλжщ中文日本한국'), minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 3 }), (labels) => {
        const host = labels.join('.').normalize('NFC');
        const ascii = hostToAscii(host);
        expect(ascii.ok && hostToUnicode(ascii.value)).toEqual({ ok: true, value: host });
      }),
    );
  });
});
