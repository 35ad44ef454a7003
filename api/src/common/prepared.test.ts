import assert from "node:assert/strict";
import { test } from "node:test";
import { types } from "pg";
import { parseIntArray } from "./prepared";

test("an integer array is read as node-postgres' own parser reads it, whatever PostgreSQL wrote", () => {
  const general = types.getTypeParser(1007 as never, "text") as (value: string) => unknown;
  for (const text of ["{320,640,960}", "{320}", "{-5,0,7}", "{2147483647,-2147483648}", "{}", "{1,NULL}", "{NULL}", "{{1,2},{3,4}}", "{1,-}", "{--1}", "{1}x", "{1,}", "{,1}"]) {
    let expected: unknown;
    try {
      expected = general(text);
    } catch (error) {
      expected = error;
    }
    let actual: unknown;
    try {
      actual = parseIntArray(text);
    } catch (error) {
      actual = error;
    }
    assert.deepEqual(actual, expected, text);
  }
});
