import type { Format } from './convert.logic';

/** One small record per format: the same facts, so swapping formats shows the mapping. */
export const SAMPLES: Record<Format, string> = {
  json: `{
  "name": "devdeck",
  "version": "1.4.0",
  "private": true,
  "downloads": 12345678901234567890,
  "keywords": ["json", "yaml", "toml"],
  "repository": { "type": "git", "url": "https://example.com/devdeck.git" },
  "maintainers": [
    { "name": "Ada", "email": "ada@example.com" },
    { "name": "Linus", "email": "linus@example.com" }
  ]
}
`,
  yaml: `# A package manifest
name: devdeck
version: "1.4.0" # quoted, so it stays text
private: true
downloads: 12345678901234567890
keywords: [json, yaml, toml]
defaults: &defaults
  type: git
repository:
  <<: *defaults
  url: https://example.com/devdeck.git
maintainers:
  - name: Ada
    email: ada@example.com
  - name: Linus
    email: linus@example.com
`,
  toml: `# A package manifest
name = "devdeck"
version = "1.4.0"
private = true
released = 2026-11-25T09:30:00Z
keywords = ["json", "yaml", "toml"]

[repository]
type = "git"
url = "https://example.com/devdeck.git"

[[maintainers]]
name = "Ada"
email = "ada@example.com"

[[maintainers]]
name = "Linus"
email = "linus@example.com"
`,
  xml: `<?xml version="1.0" encoding="UTF-8"?>
<!-- A package manifest -->
<package private="true">
  <name>devdeck</name>
  <version>1.4.0</version>
  <keyword>json</keyword>
  <keyword>yaml</keyword>
  <repository type="git">https://example.com/devdeck.git</repository>
  <maintainer><name>Ada</name><email>ada@example.com</email></maintainer>
  <maintainer><name>Linus</name><email>linus@example.com</email></maintainer>
</package>
`,
  csv: `name,email,commits,active
Ada,ada@example.com,1842,true
Linus,linus@example.com,12345678901234567890,false
"Hopper, Grace",grace@example.com,77,true
`,
  tsv: `name\temail\tcommits\tactive
Ada\tada@example.com\t1842\ttrue
Linus\tlinus@example.com\t12345678901234567890\tfalse
`,
  jsonl: `{"name":"Ada","email":"ada@example.com","commits":1842}
{"name":"Linus","email":"linus@example.com","commits":12345678901234567890}
`,
};
