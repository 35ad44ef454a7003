import assert from "node:assert/strict";
import { test } from "node:test";
import { HttpClient } from "../testing/http-client";
import { useTestApp } from "../testing/use-test-app";

const app = useTestApp({ demo: true, productLimit: 30 });

async function scrape(): Promise<string> {
  const response = await fetch(`${app.url}/metrics`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get("content-type") ?? "", /^text\/plain/);
  return response.text();
}

function statementsTotal(text: string): number {
  const line = text.split("\n").find((row) => row.startsWith("store_sql_statements_total "));
  assert.ok(line, "store_sql_statements_total is reported");
  return Number(line.split(" ")[1]);
}

test("/metrics answers the Prometheus text format with the store's metrics", async () => {
  await new HttpClient(app.url).gql(`query ProductGrid { products(limit: 2) { total } }`);
  const text = await scrape();
  assert.match(text, /^# TYPE store_sql_statements_total counter$/m);
  assert.match(text, /^store_http_requests_total\{method="POST",route="graphql:ProductGrid",status="2xx"\} \d+$/m);
  assert.match(text, /^store_http_request_duration_seconds_bucket\{.*route="graphql:ProductGrid".*\} \d+$/m);
  assert.match(text, /^process_resident_memory_bytes \d+/m);
  // The histogram is whole: cumulative buckets ending at +Inf, which is its count and the counter's.
  const labels = `method="POST",route="graphql:ProductGrid",status="2xx"`;
  const value = (line: RegExp) => Number(line.exec(text)?.[1]);
  const buckets = [...text.matchAll(new RegExp(`^store_http_request_duration_seconds_bucket\\{le="([^"]+)",${labels}\\} (\\d+)$`, "gm"))].map((match) => Number(match[2]));
  assert.equal(buckets.length, 13);
  assert.deepEqual(buckets, [...buckets].sort((a, b) => a - b));
  const count = value(new RegExp(`^store_http_request_duration_seconds_count\\{${labels}\\} (\\d+)$`, "m"));
  assert.equal(buckets.at(-1), count);
  assert.equal(value(new RegExp(`^store_http_requests_total\\{${labels}\\} (\\d+)$`, "m")), count);
  assert.ok(value(new RegExp(`^store_http_request_duration_seconds_sum\\{${labels}\\} ([\\d.e-]+)$`, "m")) > 0);
  // PGlite has no pool; node-postgres' pool reports its connections.
  if (process.env.TEST_DATABASE_URL) assert.match(text, /^store_db_pool_connections_in_use \d+$/m);
});

test("the statement counter grows by exactly the statements a grid runs", async () => {
  const before = statementsTotal(await scrape());
  app.statements.reset();
  const { data } = await new HttpClient(app.url).gql(`{ products(limit: 24) { total items { id title image { url } } } }`);
  assert.equal(data.products.items.length, 24);
  // The test app's own statement logger sees the same statements; the catalog tests hold a grid to two.
  assert.ok(app.statements.count >= 1 && app.statements.count <= 2, `${app.statements.count} statements`);
  assert.equal(statementsTotal(await scrape()) - before, app.statements.count);
});
