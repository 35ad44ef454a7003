/**
 * `styled` for one file (see `stableStyledIds` in vite-plugins.ts): each component it makes gets
 * the id `{fileId}-{n}`, n counting the file's components in the order the file makes them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- styled's overloads are too many to restate; the file's own code stays typed by its import
export function stableStyled(imported: any, fileId: string): any {
  // Node imports styled-components' CommonJS build: its default export is under `default`.
  const styled = typeof imported.div === "function" ? imported : imported.default;
  let made = 0;
  const withId = (template: { withConfig(options: { componentId: string }): unknown }) => template.withConfig({ componentId: `${fileId}-${made++}` });
  return new Proxy((target: unknown) => withId(styled(target)), {
    get: (_target, tag: string) => withId(styled[tag]),
  });
}
