import type { Page } from './test';

/** Records the MIME type of every Blob the page turns into a URL (downloads go through one), from the next navigation on. */
export async function recordBlobTypes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const types: string[] = [];
    (window as unknown as { blobTypes: string[] }).blobTypes = types;
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof Blob) types.push(object.type);
      return original(object);
    };
  });
}

/** The type of the last Blob recorded by recordBlobTypes. */
export const lastBlobType = (page: Page): Promise<string | undefined> => page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes.at(-1));
