import v8 from "node:v8";
import vm from "node:vm";

/** Old-space growth since the last collection worth collecting for. */
const GROWTH_BYTES = 16 * 1024 * 1024;

/** When the store collects: the store's own timing is `STORE_TIMING`. */
export interface IdleTiming {
  /** How often the store looks whether it is idle. */
  tickMs: number;
  /** No request started for this long: the store is idle. */
  idleMs: number;
  /** At most one idle collection in this long. */
  everyMs: number;
}
export const STORE_TIMING: IdleTiming = { tickMs: 250, idleMs: 500, everyMs: 5000 };

/**
 * Collects the old generation while the store is idle, rather than in the middle of the next
 * burst of requests. A slow request (a page, a search, a long list under load) lives long enough
 * for its objects to reach the old generation, which V8 then collects whenever it fills up: during
 * whatever load comes next, as one pause of tens of milliseconds on every request in flight (the
 * p99 of the bench's fast scenarios came from that: docs/performance.md). When no request has
 * started for half a second and the old generation has grown by 16 MB since it was last seen
 * after a collection, it is collected now (at most every 5 s). A request arriving meanwhile waits
 * for it, as it would have for V8's own.
 */
export class IdleCollection {
  private started = 0;
  private seenStarted = 0;
  private idleSince = Date.now();
  private lastCollected = 0;
  private baseline: number;
  private readonly timer: NodeJS.Timeout;
  /** How many collections it made. */
  collections = 0;

  /** `heap`: the process's own (the default), or a stand-in whose readings a test chooses; `timing` likewise. */
  constructor(
    private readonly heap: Heap = processHeap(),
    private readonly timing: IdleTiming = STORE_TIMING,
  ) {
    this.baseline = heap.oldSpaceUsed();
    this.timer = setInterval(() => this.tick(), timing.tickMs);
    this.timer.unref();
  }

  /** Called for every request the server takes. */
  requestStarted(): void {
    this.started++;
  }

  private tick(): void {
    const now = Date.now();
    if (this.started !== this.seenStarted) {
      this.seenStarted = this.started;
      this.idleSince = now;
      return;
    }
    const used = this.heap.oldSpaceUsed();
    // V8 collected on its own meanwhile: what is left is the new baseline.
    if (used < this.baseline) this.baseline = used;
    if (now - this.idleSince < this.timing.idleMs || now - this.lastCollected < this.timing.everyMs || used - this.baseline < GROWTH_BYTES) return;
    this.heap.collect();
    this.collections++;
    this.lastCollected = Date.now();
    this.baseline = this.heap.oldSpaceUsed();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** What the idle collection reads of a heap, and does to it. */
export interface Heap {
  /** Bytes in use in the old generation. */
  oldSpaceUsed(): number;
  /** A full collection, now. */
  collect(): void;
}

/** This process's heap: V8's statistics, and `gc` as node's --expose-gc gives it, without the flag on every command line. */
export function processHeap(): Heap {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as () => void;
  return {
    oldSpaceUsed: () => v8.getHeapSpaceStatistics().find((space) => space.space_name === "old_space")?.space_used_size ?? 0,
    collect: () => gc(),
  };
}
