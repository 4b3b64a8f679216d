import { expect } from 'vitest';
import type { TestClient } from '../helpers/client.js';
import { eventually } from '../helpers/ws-client.js';

/** Main Kitchen's corrective-action changes, with the texts that make an event large. */
export const ACTION_CHANGES = 'subscription($l: Int!) { correctiveActionChanged(locationId: $l) { change action { id description resolution } } }';

/** An action at Main Kitchen with `text` as its description, opened through `opener`, then started and resolved (with `text`) through `closer`. */
export async function openStartResolve(opener: TestClient, closer: TestClient, text: string): Promise<number> {
  const created = await opener.graphql(
    'mutation($d: String!) { createCorrectiveAction(input: { type: "other", description: $d, severity: "low", locationId: 1 }) { id } }',
    { d: text },
  );
  expect(created.errors).toBeUndefined();
  const id = created.data.createCorrectiveAction.id;
  expect((await closer.graphql('mutation($id: Int!) { startCorrectiveAction(id: $id) { id } }', { id })).errors).toBeUndefined();
  const done = await closer.graphql('mutation($id: Int!, $r: String!) { completeCorrectiveAction(id: $id, resolution: $r) { status } }', { id, r: text });
  expect(done.errors).toBeUndefined();
  return id;
}

/** The subscriber heard the action opened, started and resolved, in order, the resolved event whole and over `minBytes`. */
export async function heardWhole(watcher: { events: any[]; errors: unknown[] }, id: number, text: string, minBytes: number): Promise<void> {
  await eventually(() => watcher.events.some((e) => e.correctiveActionChanged.change === 'resolved' && e.correctiveActionChanged.action.id === id));
  expect(watcher.errors).toEqual([]);
  const ofThisAction = watcher.events.map((e) => e.correctiveActionChanged).filter((c) => c.action.id === id);
  expect(ofThisAction.map((c) => c.change)).toEqual(['opened', 'started', 'resolved']);
  expect(Buffer.byteLength(JSON.stringify(ofThisAction[2]))).toBeGreaterThan(minBytes);
  expect(ofThisAction[2].action).toEqual({ id, description: text, resolution: text });
}
