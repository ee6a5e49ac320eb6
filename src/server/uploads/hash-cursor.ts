import { createHash, type Hash } from 'node:crypto';
import { open } from 'node:fs/promises';

// The whole-file MD5 of a chunked upload, computed while the upload is still going: each time a
// slice is stored, the cursor reads the held slices that follow the bytes already hashed, in
// order, from the part file (usually still in the page cache). At merge only the tail remains, so
// the check costs one MD5 pass in total instead of a second full read after the last slice.
// After a server restart the cursor starts again from slice 0: the hash state is not persisted.

const READ_SIZE = 4 * 1024 * 1024;

export class HashCursor {
  private next = 0;
  private readonly hash: Hash = createHash('md5');
  private running: Promise<void> | null = null;
  private again = false;
  private failed: unknown = null;

  constructor(
    private readonly file: string,
    private readonly fileSize: number,
    private readonly sliceSize: number,
    private readonly sliceCount: number,
    private readonly isHeld: (index: number) => boolean,
  ) {}

  /** Hashes every held slice from the cursor on; concurrent calls join the run in progress. */
  advance(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      if (this.failed !== null || this.next >= this.sliceCount || !this.isHeld(this.next)) continue;
      const handle = await open(this.file, 'r');
      try {
        const buffer = Buffer.allocUnsafe(Math.min(READ_SIZE, Math.max(1, this.sliceSize)));
        while (this.next < this.sliceCount && this.isHeld(this.next)) {
          const start = this.next * this.sliceSize;
          const end = Math.min(this.fileSize, start + this.sliceSize);
          for (let pos = start; pos < end; ) {
            const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, end - pos), pos);
            if (bytesRead === 0) throw new Error(`part file shorter than expected at ${pos}`);
            this.hash.update(buffer.subarray(0, bytesRead));
            pos += bytesRead;
          }
          this.next += 1;
        }
      } catch (error) {
        this.failed = error;
      } finally {
        await handle.close();
      }
    } while (this.again);
  }

  /**
   * The MD5 of the whole file once every slice is held and hashed; null when the cursor failed
   * (the caller hashes again from scratch).
   */
  async digest(): Promise<string | null> {
    await this.advance();
    if (this.failed !== null || this.next < this.sliceCount) return null;
    return this.hash.digest('hex');
  }
}
