import { logger } from "../logging/logger";
import type { LiveEvent } from "./live-bus";

/** What a feed's `load` answers for an event its reader may not see, or that no longer matters. */
export const SKIP = Symbol("skip");

/** Events waiting in one subscription's queue at most; past it the oldest go (each only says "read again"). */
const MAX_WAITING = 100;

/**
 * One subscription's stream: events wait in order (an event already waiting is not queued twice),
 * and each is turned into what is sent by `load` only when the reader asks for the next value, so
 * a slow reader holds ids, not rows. `return()` (the client unsubscribed, or its socket closed)
 * ends it at once and runs `cleanup`, even while it waits for an event.
 */
export class Feed<T> implements AsyncIterableIterator<T> {
  private queue: LiveEvent[] = [];
  private readers: ((result: IteratorResult<T>) => void)[] = [];
  private ended = false;
  private pumping = false;

  constructor(
    private readonly load: (event: LiveEvent) => Promise<T | typeof SKIP>,
    private readonly cleanup: () => void,
  ) {}

  push(event: LiveEvent): void {
    if (this.ended) return;
    if (this.queue.some((waiting) => sameEvent(waiting, event))) return;
    this.queue.push(event);
    if (this.queue.length > MAX_WAITING) this.queue.shift();
    void this.pump();
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.ended && this.readers.length > 0 && this.queue.length > 0) {
        const event = this.queue.shift()!;
        let value: T | typeof SKIP;
        try {
          value = await this.load(event);
        } catch (error) {
          logger.error({ err: error, event: event.t }, "reading a live event's data failed");
          value = SKIP;
        }
        if (value !== SKIP && !this.ended) this.readers.shift()!({ value, done: false });
      }
    } finally {
      this.pumping = false;
    }
  }

  next(): Promise<IteratorResult<T>> {
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.readers.push(resolve);
      void this.pump();
    });
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.ended) {
      this.ended = true;
      this.queue = [];
      for (const reader of this.readers.splice(0)) reader({ value: undefined, done: true });
      this.cleanup();
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    void this.return();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}

function sameEvent(a: LiveEvent, b: LiveEvent): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
