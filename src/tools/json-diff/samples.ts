/** A pair that shows every kind of change: keys reordered (no change), an item moved by id, added, removed and changed values, a big integer. */
export const SAMPLE_ORIGINAL = `{
  "name": "DevDeck",
  "version": "1.4.0",
  "private": true,
  "build": 9007199254740993,
  "tools": [
    { "id": "json-beautifier", "title": "JSON Beautifier", "local": true },
    { "id": "json-diff", "title": "JSON Diff", "local": true },
    { "id": "jwt-debugger", "title": "JWT Debugger", "local": true }
  ],
  "paths": { "a/b": 1, "m~n": 2 },
  "maintainers": ["ada", "grace"]
}
`;

export const SAMPLE_CHANGED = `{
  "version": "1.5.0",
  "name": "DevDeck",
  "build": 9007199254740995,
  "tools": [
    { "id": "jwt-debugger", "title": "JWT Debugger", "local": true },
    { "id": "json-beautifier", "title": "JSON Beautifier", "local": true },
    { "id": "json-diff", "title": "JSON Diff & Patch", "local": true },
    { "id": "yaml-to-json", "title": "YAML to JSON", "local": true }
  ],
  "paths": { "a/b": 1, "m~n": 3 },
  "maintainers": ["ada", "grace", "linus"],
  "license": "MIT"
}
`;
