import assert from "node:assert/strict";
import { test } from "node:test";
import { IdleCollection, processHeap, STORE_TIMING, type Heap, type IdleTiming } from "./idle-collection";

const MB = 1024 * 1024;

/**
 * The store's timing four times faster, so the tests wait a quarter as long (a test waiting is a
 * core its group leaves idle). A request every 20 ms still comes six times within the idle time.
 */
const TIMING: IdleTiming = { tickMs: STORE_TIMING.tickMs / 4, idleMs: STORE_TIMING.idleMs / 4, everyMs: STORE_TIMING.everyMs / 4 };
/** Waits `ms` of the store's own timing, at the tests' pace. */
const idleFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms / 4));

/** A heap whose old generation the test sets, counting the collections asked of it (each empties it back to `floor`). */
function testHeap(floor = 50 * MB): Heap & { used: number; collected: number } {
  const heap = {
    used: floor,
    collected: 0,
    oldSpaceUsed: () => heap.used,
    collect: () => {
      heap.collected++;
      heap.used = floor;
    },
  };
  return heap;
}

const until = async (done: () => boolean, what: string) => {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

test("an idle store collects the garbage its old generation gathered (issue 25)", async () => {
  const heap = testHeap();
  const idle = new IdleCollection(heap, TIMING);
  try {
    heap.used += 40 * MB;
    // No request starts: within a few ticks the store is idle and collects, once.
    await until(() => idle.collections === 1, "the idle collection");
    assert.equal(heap.collected, 1);
    assert.equal(heap.used, 50 * MB);
    // Nothing has grown since: no second collection, however long it idles.
    await idleFor(1200);
    assert.equal(heap.collected, 1);
  } finally {
    idle.stop();
  }
});

test("a store taking requests does not collect on its own account", async () => {
  const heap = testHeap();
  const idle = new IdleCollection(heap, TIMING);
  const busy = setInterval(() => idle.requestStarted(), 20);
  try {
    heap.used += 40 * MB;
    // Longer than the idle time and several ticks, all of it with requests arriving.
    await idleFor(1500);
    assert.equal(heap.collected, 0);
    // Once they stop, it collects.
    clearInterval(busy);
    await until(() => heap.collected === 1, "the collection after the requests stopped");
  } finally {
    clearInterval(busy);
    idle.stop();
  }
});

test("growth under 16 MB is left alone; what V8 collected itself is the new floor", async () => {
  const heap = testHeap();
  const idle = new IdleCollection(heap, TIMING);
  try {
    heap.used += 10 * MB;
    await idleFor(1200);
    assert.equal(heap.collected, 0, "10 MB is not worth a pause");
    // V8 collects on its own, to 8 MB under the first reading; 18 MB over that is worth it,
    // though it is only 10 MB over the first reading.
    heap.used = 42 * MB;
    await idleFor(600);
    heap.used = 60 * MB;
    await until(() => heap.collected === 1, "the collection over the new floor");
  } finally {
    idle.stop();
  }
});

/** About 40 MB of small objects, kept until young collections have promoted them, then let go: answers the old space's size at its largest. */
function promoteGarbage(heap: Heap): number {
  const before = heap.oldSpaceUsed();
  const kept: { id: number; name: string }[][] = [];
  while (heap.oldSpaceUsed() - before < 40 * MB) kept.push(Array.from({ length: 10_000 }, (_, id) => ({ id, name: `garment ${id}` })));
  return heap.oldSpaceUsed();
}

test("the process's heap: its collection frees what nothing holds any more", () => {
  const heap = processHeap();
  const grown = promoteGarbage(heap);
  heap.collect();
  assert.ok(heap.oldSpaceUsed() < grown - 20 * MB, `old space ${grown} → ${heap.oldSpaceUsed()} bytes`);
});
