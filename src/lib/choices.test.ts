import { describe, expect, it } from 'vitest';
import { choices } from './choices';

describe('choices', () => {
  it('keeps the declared order for the values and the options', () => {
    const sizes = choices({ small: 'Small', 'extra-large': 'Extra large', medium: 'Medium' });
    expect(sizes.values).toEqual(['small', 'extra-large', 'medium']);
    expect(sizes.options).toEqual([
      { value: 'small', label: 'Small' },
      { value: 'extra-large', label: 'Extra large' },
      { value: 'medium', label: 'Medium' },
    ]);
    expect(sizes.labels.medium).toBe('Medium');
  });
});
