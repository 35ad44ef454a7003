// The load runner: one autocannon run, in its own process (pinned to the load's core by the bench).
// Usage: node load.mjs '<json options>'; prints one JSON line with the results.
import autocannon from "autocannon";
import { localUrl } from "./local.mjs";

const options = JSON.parse(process.argv[2]);
localUrl(options.url);
const result = await autocannon({
  url: options.url,
  method: options.method ?? "GET",
  headers: options.headers ?? {},
  body: options.body,
  connections: options.connections ?? 50,
  duration: options.duration ?? 5,
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  }),
);
