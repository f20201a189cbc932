import type { DocumentFile } from '@/components/document-pane';
import { textFile } from '@/lib/files';

/** JSON and its kinds (GeoJSON, JSON-LD, source maps, JSON Patch), up to 50 MB. */
const jsonFileRules = textFile({
  kind: 'JSON or text',
  extensions: ['.json', '.txt', '.geojson', '.jsonld', '.map'],
  named: ['.json', '.txt'],
  mimeTypes: ['application/json', 'application/geo+json', 'application/ld+json', 'application/json-patch+json'],
  maxMB: 50,
});

/** How a pane of this tool takes a JSON file: its Open button is named after the pane ("Open Original"). */
export const jsonFile = (name: string, dropLabel: string): DocumentFile => ({ rules: jsonFileRules, dropLabel, openLabel: `Open ${name}` });
