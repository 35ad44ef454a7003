import assert from "node:assert/strict";
import { test } from "node:test";
import v8 from "node:v8";
import { IdleCollection } from "./idle-collection";

const oldSpaceUsed = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === "old_space")!.space_used_size;

test("an idle store collects the garbage its old generation gathered (issue 25)", async () => {
  const idle = new IdleCollection();
  try {
    // About 40 MB of small objects kept alive until they have been promoted to the old
    // generation (each young collection they survive moves them on), then dropped.
    let kept: { id: number; name: string }[][] | undefined = [];
    const before = oldSpaceUsed();
    while (oldSpaceUsed() - before < 40 * 1024 * 1024) {
      kept.push(Array.from({ length: 10_000 }, (_, id) => ({ id, name: `garment ${id}` })));
      await new Promise((resolve) => setImmediate(resolve));
    }
    kept = undefined;
    const grown = oldSpaceUsed();
    // No request starts: within a few ticks the store is idle and collects.
    const deadline = Date.now() + 20_000;
    while (idle.collections === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(idle.collections, 1, "collected once while idle");
    assert.ok(oldSpaceUsed() < grown - 20 * 1024 * 1024, `old space ${grown} → ${oldSpaceUsed()} bytes`);
  } finally {
    idle.stop();
  }
});

test("a store taking requests does not collect on its own account", async () => {
  const idle = new IdleCollection();
  try {
    let kept: object[][] | undefined = [];
    const before = oldSpaceUsed();
    const busy = setInterval(() => idle.requestStarted(), 20);
    try {
      while (oldSpaceUsed() - before < 40 * 1024 * 1024) {
        kept.push(Array.from({ length: 10_000 }, (_, id) => ({ id })));
        await new Promise((resolve) => setImmediate(resolve));
      }
      kept = undefined;
      // Longer than the idle time and several ticks, all of it with requests arriving.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal(idle.collections, 0);
    } finally {
      clearInterval(busy);
    }
  } finally {
    idle.stop();
  }
});
