import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * The names of the fields a query asks for at `path` below the field being resolved (`["items"]`
 * for a page's items), through fragments and inline fragments. A field under `@include` or
 * `@skip` counts as asked for: at worst a column more is read.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  const names = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined, depth: number) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (depth === path.length) names.add(selection.name.value);
        else if (selection.name.value === path[depth]) visit(selection.selectionSet, depth + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, depth);
      } else {
        visit(info.fragments[selection.name.value]?.selectionSet, depth);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet, 0);
  return names;
}
