import http from "node:http";
import type { Express } from "express";

/**
 * The HTTP server of an Express app whose requests and responses are made with the app's own
 * prototypes (`app.request`, `app.response`) from the start.
 *
 * Express gives each request its methods by changing the prototype of Node's objects
 * (`Object.setPrototypeOf` in `app.handle`), which V8 cannot do cheaply: the object takes a new
 * hidden class, and, measured under the bench's load, each changed request and response lived on
 * past the young generation's collections (about 10 KB a request promoted to the old one), so the
 * store ran a full collection every second. Made with the right prototype, the objects stay as
 * cheap as the bare server's (`setPrototypeOf` to the prototype an object already has changes
 * nothing): product detail 1,614 → 2,412 requests/s, CPU a request 508 → 319 µs, full
 * collections during 5 s of load 7 → 1 (docs/performance.md).
 */
export function appServer(app: Express): http.Server {
  return http.createServer({
    IncomingMessage: madeWith(http.IncomingMessage, app.request),
    ServerResponse: madeWith(http.ServerResponse, app.response),
  });
}

/**
 * A constructor that builds `Base`'s objects with `prototype` (which must have `Base.prototype` on
 * its chain, as Express's do): Node calls it with `new`, passing its own arguments.
 */
function madeWith<T extends abstract new (...args: never[]) => object>(Base: T, prototype: object): T {
  // A function, not a class: `prototype` is the app's object itself, not a new one inheriting from it.
  function Made(this: object, ...args: unknown[]) {
    (Base as unknown as (...args: unknown[]) => void).apply(this, args);
  }
  Made.prototype = prototype;
  return Made as unknown as T;
}
