import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { describe, test } from "node:test";
import * as rules from "@store/rules";

/**
 * One home per message: every message of the rules package (@store/rules: the documents' words
 * and ours) is written there and nowhere else in the API's or the web app's code, which import
 * it. Tests may spell them out (they check the answers); generated code is not ours to edit.
 */
const repo = path.resolve(__dirname, "../../../..");
const SCANNED = ["api/src", "web/src"];
const NOT_SCANNED = [/\.test\.tsx?$/, /^api\/src\/testing\//, /^web\/src\/gql\//, /^api\/src\/rest\/openapi-types\.ts$/];

/** A placeholder for a message function's arguments: what is left around it is the message's own text. */
const HOLE = "\u0000";

/** Every message the rules hold: the values of their `*_MESSAGES` catalogues, and the fixed text of their message functions. */
function messagesOfRules(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [name, value] of Object.entries(rules)) {
    if (name.endsWith("_MESSAGES") && value && typeof value === "object") {
      for (const [key, text] of Object.entries(value)) if (typeof text === "string") messages.set(text, `${name}.${key}`);
    }
  }
  const functions: [string, (...args: string[]) => string][] = [
    ["insufficientStock", rules.insufficientStock],
    ["sizeNotOffered", rules.sizeNotOffered],
    ["notCancellable", rules.notCancellable],
    ["onlyForward", rules.onlyForward],
    ["tooManyUnits", (a, b, c) => rules.tooManyUnits(a as unknown as number, b, c as unknown as number)],
    ["shortOfStock", (a, b, c) => rules.shortOfStock(a, b as unknown as number, c as unknown as number)],
    ["emailTaken", rules.emailTaken],
    ["mobileTaken", rules.mobileTaken],
    ["notEditableMessage", (a) => rules.notEditableMessage([a])],
    ["alreadyDecided", (a) => rules.alreadyDecided(a as never)],
  ];
  for (const [name, make] of functions) {
    // The longest fixed piece of the message, e.g. " with this email already exists".
    const pieces = make(HOLE, HOLE, HOLE).split(HOLE).map((piece) => piece.trim());
    const longest = pieces.sort((a, b) => b.length - a.length)[0];
    if (longest.length >= 12) messages.set(longest, `${name}()`);
  }
  return messages;
}

function sourceFiles(dir: string): string[] {
  const full = path.join(repo, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !NOT_SCANNED.some((pattern) => pattern.test(relative)) ? [relative] : [];
  });
}

/**
 * What a copy would be written in: the file's string and template literals, and the text between
 * JSX tags; comments (which may quote a message to explain it) are left out.
 */
function literalsOf(source: string): string[] {
  const tokens = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|\/\/[^\n]*|\/\*[\s\S]*?\*\/|>([^<>{}]+)</g;
  return [...source.matchAll(tokens)].map((match) => (match[1] ?? match[2] ?? match[3] ?? match[4] ?? "").trim()).filter(Boolean);
}

/** Where each message of the rules is written again: file → the messages it copies. */
export function copiesOfMessages(files = SCANNED.flatMap(sourceFiles), read = (file: string) => fs.readFileSync(path.join(repo, file), "utf8")): Record<string, string[]> {
  const messages = [...messagesOfRules().keys()];
  const copies: Record<string, string[]> = {};
  for (const file of files) {
    const literals = literalsOf(read(file));
    const copied = messages.filter((message) => literals.some((literal) => literal === message || (message.length >= 12 && literal.includes(message))));
    if (copied.length > 0) copies[file] = copied.sort();
  }
  return copies;
}

describe("one home per message", () => {
  test("the rules hold the documents' messages", () => {
    const messages = messagesOfRules();
    for (const documented of ["Name is required", "Enter a valid Mobile number", "Password must be at least 8 characters", "Please select a size before adding to cart.", "Rating must be between 1 and 5", "Permission required to update the status."]) {
      assert.ok(messages.has(documented), documented);
    }
    assert.ok(messages.size > 60, `${messages.size} messages`);
  });

  test("no message of the rules is written again in the API or the web app", () => {
    assert.deepEqual(copiesOfMessages(), {}, "import these messages from @store/rules instead of writing them again");
  });

  test("a planted second copy is found", () => {
    const planted = copiesOfMessages(["web/src/planted.tsx"], () => `toast.error("You have already reviewed this product"); const m = \`Insufficient stock for \${title}\`;`);
    assert.deepEqual(planted, { "web/src/planted.tsx": ["Insufficient stock for", "You have already reviewed this product"] });
  });
});
