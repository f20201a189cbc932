import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDERS, orderItems, shuffle, type OrderOptions } from './order.logic';
import { dedupe } from './list-tools.logic';

const base: OrderOptions = { order: 'keep', descending: false, ignoreCase: false, seed: 1 };
const sorts = ['natural', 'alphabetical', 'numeric', 'length'] as const;
const items = fc.array(fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('a', 'A', 'b', 'file2', 'file10', 'é', 'E')), { maxLength: 40 });

describe('order properties', () => {
  it('property: every order is a permutation of the items', () => {
    fc.assert(
      fc.property(items, fc.constantFrom(...ORDERS.values), fc.boolean(), fc.integer(), (list, order, descending, seed) => {
        expect([...orderItems(list, { ...base, order, descending, seed })].sort()).toEqual([...list].sort());
      }),
    );
  });

  it('property: sorting is idempotent', () => {
    fc.assert(
      fc.property(items, fc.constantFrom(...sorts), fc.boolean(), fc.boolean(), (list, order, descending, ignoreCase) => {
        const options = { ...base, order, descending, ignoreCase };
        const once = orderItems(list, options);
        expect(orderItems(once, options)).toEqual(once);
      }),
    );
  });

  it('property: sorting is stable (items that compare equal keep their input order)', () => {
    // Tag each item with its position; items equal by length must come out with rising positions.
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[ab]{0,3}$/), { maxLength: 30 }), (list) => {
        const tagged = list.map((item, index) => `${item}#${String(index).padStart(2, '0')}`);
        const sorted = orderItems(tagged, { ...base, order: 'length' });
        for (let index = 1; index < sorted.length; index += 1) {
          const [previous, current] = [sorted[index - 1] ?? '', sorted[index] ?? ''];
          if (previous.length === current.length) expect(previous.slice(-2) < current.slice(-2)).toBe(true);
        }
      }),
    );
  });

  it('property: the same seed gives the same shuffle', () => {
    fc.assert(
      fc.property(items, fc.integer(), (list, seed) => {
        expect(shuffle(list, seed)).toEqual(shuffle(list, seed));
      }),
    );
  });

  it('property: reversing twice gives the list back', () => {
    fc.assert(
      fc.property(items, (list) => {
        const reverse = { ...base, order: 'reverse' as const };
        expect(orderItems(orderItems(list, reverse), reverse)).toEqual(list);
      }),
    );
  });

  it('property: dedupe is idempotent and leaves no two equal items', () => {
    fc.assert(
      fc.property(items, fc.boolean(), (list, ignoreCase) => {
        const once = dedupe(list, ignoreCase);
        expect(dedupe(once, ignoreCase)).toEqual(once);
        const keys = once.map((item) => (ignoreCase ? item.toLowerCase() : item));
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});
