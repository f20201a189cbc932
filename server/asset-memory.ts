import { readFile } from 'node:fs/promises';

/** What the build's files may take in memory, in all; past it, they are read from disk on every request. */
export const ASSET_MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * Keeps what was found for each content-hashed build file (/assets/), and the bytes sent for it, after its
 * first request: such a file never changes under its name, so later requests touch no file at all. Every
 * file-system call is a trip through libuv's thread pool, and a file took about eight (stat and realpath of
 * the file and of its compressed copies, open, read). On a busy two-core machine they made a deep link's
 * dozen files arrive tens of milliseconds later. Only files that exist are kept, so unknown names cannot
 * grow it; bytes are kept up to `budget`. A tab still on an earlier build keeps getting the chunks it
 * already asked for once, even after a rebuild removed them from disk.
 */
export class AssetMemory<Found> {
  private readonly found = new Map<string, Found>();
  private readonly bytes = new Map<string, Uint8Array<ArrayBuffer>>();
  private kept = 0;

  constructor(private readonly budget: number) {}

  /** What `lookup` finds for `path`, looked up once; a miss (null) is not kept, so a later build can add the file. */
  async lookup(path: string, find: () => Promise<Found | null>): Promise<Found | null> {
    const known = this.found.get(path);
    if (known !== undefined) return known;
    const result = await find();
    if (result !== null) this.found.set(path, result);
    return result;
  }

  /** The kept bytes of `path`, or undefined when they were never read or did not fit. */
  bytesOf(path: string): Uint8Array<ArrayBuffer> | undefined {
    return this.bytes.get(path);
  }

  /**
   * Reads `path` (of `size` bytes) and keeps it when it fits the budget; undefined when it does not fit, so
   * the caller streams it instead. Read errors are the caller's to map, as for any other read.
   */
  async read(path: string, size: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
    if (this.kept + size > this.budget) return undefined;
    const body = await readFile(path);
    // Two first requests may read the same file at once: count it once.
    if (!this.bytes.has(path) && this.kept + body.length <= this.budget) {
      this.bytes.set(path, body);
      this.kept += body.length;
    }
    return body;
  }
}
