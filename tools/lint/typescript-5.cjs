// typescript-eslint needs TypeScript 5's compiler API; the repository's own TypeScript is 7, which
// has none. This workspace installs TypeScript 5, but npm hoists ts-api-utils (a dependency of
// typescript-eslint whose peer range TypeScript 7 satisfies) to the root, where `typescript` is 7.
// So every `require("typescript")` made while linting is answered with this workspace's copy.
const Module = require("node:module");
const typescript5 = require.resolve("typescript", { paths: [__dirname] });
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === "typescript" ? typescript5 : resolve.call(this, request, ...rest);
};
