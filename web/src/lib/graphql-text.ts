/**
 * The text of a generated document (codegen writes each as its syntax tree), for the few requests
 * sent without the GraphQL client (lib/session-api): what graphql's `print` does, for the parts
 * those documents use. Anything else throws, so a document that outgrows it fails loudly in tests.
 */
type Node = { kind: string; [key: string]: unknown };

const name = (node: Node) => (node.name as { value: string }).value;
const list = (nodes: unknown, separator = ' ') => ((nodes as Node[] | undefined) ?? []).map(printNode).join(separator);
const selections = (node: Node) => (node.selectionSet ? ` { ${list((node.selectionSet as { selections: Node[] }).selections)} }` : '');

function printNode(node: Node): string {
  switch (node.kind) {
    case 'Document':
      return list(node.definitions, '\n');
    case 'OperationDefinition': {
      const variables = (node.variableDefinitions as Node[] | undefined)?.length ? `(${list(node.variableDefinitions, ', ')})` : '';
      return `${node.operation} ${name(node)}${variables}${selections(node)}`;
    }
    case 'FragmentDefinition':
      return `fragment ${name(node)} on ${printNode(node.typeCondition as Node)}${selections(node)}`;
    case 'VariableDefinition':
      return `${printNode(node.variable as Node)}: ${printNode(node.type as Node)}`;
    case 'NonNullType':
      return `${printNode(node.type as Node)}!`;
    case 'NamedType':
      return name(node);
    case 'Variable':
      return `$${name(node)}`;
    case 'Field': {
      const args = (node.arguments as Node[] | undefined)?.length ? `(${list(node.arguments, ', ')})` : '';
      return `${name(node)}${args}${selections(node)}`;
    }
    case 'Argument':
      return `${name(node)}: ${printNode(node.value as Node)}`;
    case 'FragmentSpread':
      return `...${name(node)}`;
    default:
      throw new Error(`graphql-text: ${node.kind} is not supported`);
  }
}

export function graphqlText(document: object): string {
  return printNode(document as Node);
}
