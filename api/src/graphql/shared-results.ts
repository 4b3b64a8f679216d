import { createSourceEventStream, type ExecutionArgs, type ExecutionResult, execute, type GraphQLField, getOperationAST, isObjectType, print } from 'graphql';

/**
 * Fan-out without per-subscriber work. A subscription field marked `@Extensions({ sharedResult: true })`
 * promises that its result depends only on the event and the selection, never on who listens
 * (every listener passed the same access check when subscribing). Its events are then executed
 * once per distinct selection and serialized once; each subscriber's socket only frames them.
 */
const executed = new WeakMap<object, Map<string, Promise<ExecutionResult> | ExecutionResult>>();
const serialized = new WeakMap<ExecutionResult, string>();

/** graphql-js `subscribe`, executing each event once per distinct selection for shared-result fields. */
export async function subscribeShared(args: ExecutionArgs): Promise<AsyncIterable<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream as ExecutionResult;
  const selectionKey = sharedResultField(args)
    ? `${args.operationName ?? ''}\u0001${print(args.document)}\u0001${JSON.stringify(args.variableValues ?? {})}`
    : undefined;
  const run = (payload: unknown) => execute({ ...args, rootValue: payload });
  return (async function* () {
    for await (const payload of stream as AsyncIterable<unknown>) {
      if (selectionKey === undefined || typeof payload !== 'object' || payload === null) yield await run(payload);
      else {
        const byKey = executed.get(payload) ?? new Map();
        executed.set(payload, byKey);
        if (!byKey.has(selectionKey)) byKey.set(selectionKey, Promise.resolve(run(payload)).then(markShared));
        yield await byKey.get(selectionKey)!;
      }
    }
  })();
}

function sharedResultField(args: ExecutionArgs): boolean {
  const operation = getOperationAST(args.document, args.operationName);
  const type = args.schema.getSubscriptionType();
  const selections = operation?.selectionSet.selections ?? [];
  if (!type || !isObjectType(type) || selections.length !== 1 || selections[0].kind !== 'Field') return false;
  const field: GraphQLField<unknown, unknown> | undefined = type.getFields()[selections[0].name.value];
  return field?.extensions?.sharedResult === true;
}

/** Results of the shared path: the same object reaches every subscriber of the selection. */
const shared = new WeakSet<ExecutionResult>();
function markShared(result: ExecutionResult): ExecutionResult {
  shared.add(result);
  return result;
}
export const isShared = (result: unknown): result is ExecutionResult => typeof result === 'object' && result !== null && shared.has(result as ExecutionResult);

/** The JSON of a shared result: computed for its first subscriber, reused for the rest. */
export function serializedOnce(result: ExecutionResult): string {
  const known = serialized.get(result);
  if (known !== undefined) return known;
  const json = JSON.stringify(result);
  serialized.set(result, json);
  return json;
}
