"use strict";
// Loaded into each test process before its tests (`--require`, scripts/test.mjs).
//
// node 20's test runner keeps an async hook enabled for the whole life of a test process. Its
// `init` maps every async resource (every promise, socket, timer) to the test that made it, and its
// `destroy` forgets it again, which makes V8 track the end of every promise. The runner needs the
// map while the files declare their tests: `describe`, `test`, `before` and `after` find their
// parent suite by the async resource they run in. After that it reads the map only to name the
// test an uncaught exception came from. In a test process that also runs the store's server and
// drives a browser, the hook was about a tenth of the process's CPU (`--cpu-prof`: the harness's
// `init`, `registerDestroyHook` and the promise hooks).
//
// So the hook here has no `destroy`, and is switched off once the files have declared their tests:
// the declarations run synchronously as the files load (the hook is switched off on the first turn
// of the event loop after), and none of our files declares a test later. An uncaught exception is
// then reported by the runner as coming from "a resource", with its error, and its process exits
// with 1: the run still fails, without naming the test (api/src/testing/test-runner-preload.test.ts).
// In the runner's own process (which runs no test) nothing changes.
if (process.env.NODE_TEST_CONTEXT?.startsWith("child")) {
  const asyncHooks = require("node:async_hooks");
  const { createHook } = asyncHooks;
  asyncHooks.createHook = function testRunnerHook(callbacks) {
    asyncHooks.createHook = createHook;
    const hook = createHook({ init: callbacks.init });
    setImmediate(() => hook.disable());
    return hook;
  };
}
