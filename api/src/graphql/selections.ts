import { type FieldNode, type GraphQLResolveInfo, Kind, type SelectionSetNode, valueFromASTUntyped } from 'graphql';

/**
 * The fields the query selects at `path` below the field being resolved (through fragments), so a
 * resolver can read ahead in one statement what its child fields will ask for. @skip/@include are
 * not evaluated: reading ahead a field that is then skipped is only wasted work, never a wrong answer.
 */
export function selectedFields(info: GraphQLResolveInfo, path: string[]): FieldNode[] {
  let fields: FieldNode[] = [...info.fieldNodes];
  for (const name of path) fields = fields.flatMap((field) => childFields(field.selectionSet, info).filter((child) => child.name.value === name));
  return fields;
}

/** An argument's value as the query gives it (a literal or a variable); `fallback` when it is not given. */
export function argumentOf(field: FieldNode, name: string, info: GraphQLResolveInfo, fallback: unknown): unknown {
  const node = field.arguments?.find((argument) => argument.name.value === name);
  return node ? valueFromASTUntyped(node.value, info.variableValues) : fallback;
}

function childFields(set: SelectionSetNode | undefined, info: GraphQLResolveInfo): FieldNode[] {
  return (set?.selections ?? []).flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return childFields(selection.selectionSet, info);
    return childFields(info.fragments[selection.name.value]?.selectionSet, info);
  });
}
