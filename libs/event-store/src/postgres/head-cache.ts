import type { Head } from './append.js';

/**
 * The last head this process wrote or saw per stream, so the next append can go straight to the
 * conditional write (one statement) instead of locking first. A stale entry costs one wasted
 * statement, never a wrong write: the write checks the head it was prepared on.
 */
export class HeadCache {
  private readonly heads = new Map<string, Head>();

  constructor(private readonly capacity = 10_000) {}

  get(stream: string): Head | undefined {
    return this.heads.get(stream);
  }

  set(stream: string, head: Head): void {
    this.heads.delete(stream);
    this.heads.set(stream, head);
    // Maps iterate in insertion order: the first key is the least recently written.
    if (this.heads.size > this.capacity) this.heads.delete(this.heads.keys().next().value as string);
  }

  delete(stream: string): void {
    this.heads.delete(stream);
  }

  clear(): void {
    this.heads.clear();
  }
}
