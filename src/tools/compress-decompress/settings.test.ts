import { describe, expect, it } from 'vitest';
import aliases from './aliases';
import { DEFAULT_SETTINGS, settingsShape } from './settings';

describe('settingsShape', () => {
  it.each(aliases.map((alias) => [alias.id, alias.state]))('completes the %s preset from the defaults', (_, state) => {
    expect(settingsShape(state)).toEqual({ ...DEFAULT_SETTINGS, ...(state as object) });
  });

  it('keeps a remembered level and refuses one gzip has not', () => {
    expect(settingsShape({ level: 9 })).toEqual({ ...DEFAULT_SETTINGS, level: 9 });
    expect(settingsShape({ level: 12 })).toBeUndefined();
  });
});
