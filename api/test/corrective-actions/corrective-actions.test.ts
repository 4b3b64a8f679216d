import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadViewer } from '../../src/modules/auth/viewer.js';
import { countOpenActions } from '../../src/modules/corrective-actions/corrective-actions.service.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const LIST = `query ($status: String, $severity: String) {
  correctiveActions(status: $status, severity: $severity) {
    id type description severity status equipmentId equipmentName locationId locationName createdAt dueDate resolvedAt resolution
  }
}`;
const SUMMARY = 'query ($locationId: Int) { correctiveActionSummary(locationId: $locationId) { total pending inProgress resolved critical open } }';
const START = 'mutation ($id: Int!) { startCorrectiveAction(id: $id) { id status resolvedAt } }';
const COMPLETE =
  'mutation ($id: Int!, $resolution: String!) { completeCorrectiveAction(id: $id, resolution: $resolution) { id status resolvedAt resolution resolvedByName } }';

type Action = { id: number; status: string; severity: string; createdAt: string; resolvedAt: string | null; locationId: number | null };

describe('corrective actions', () => {
  let app: TestApp;
  const sql = <T>(query: string) => app.db.orm.em.getConnection().execute<T[]>(query);
  const snapshot = () => sql<{ id: number; status: string }>('select id, status, resolved_at, resolution from corrective_action order by id');
  const harbourAction = async (status: string) =>
    (
      await sql<{ id: number }>(
        `select a.id from corrective_action a join company c on c.id = a.company_id where c.name = 'Harbour Kitchens Ltd' and a.status = '${status}'`,
      )
    )[0].id;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lists the company’s actions newest first with equipment and location names', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { data, errors } = await client.graphql(LIST);
    expect(errors).toBeUndefined();
    const actions: Action[] = data.correctiveActions;
    expect(actions.map((a) => a.status)).toEqual(['open', 'pending', 'in_progress', 'resolved']);
    expect(actions.map((a) => Date.parse(a.createdAt))).toEqual([...actions.map((a) => Date.parse(a.createdAt))].sort((a, b) => b - a));
    expect(actions[0]).toMatchObject({
      type: 'temperature_alert',
      severity: 'critical',
      equipmentName: 'Walk-in Fridge',
      locationId: 1,
      locationName: 'Main Kitchen',
    });
    expect(actions[3]).toMatchObject({ resolution: 'Delivery refused; supplier credit note received.' });
    expect(actions[3].resolvedAt).not.toBeNull();
  });

  it('says which workflow step applies to each action, as the workflow enforces it', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const { data } = await client.graphql('{ correctiveActions { status canStart canComplete } }');
    const steps = Object.fromEntries(
      data.correctiveActions.map((a: { status: string; canStart: boolean; canComplete: boolean }) => [a.status, [a.canStart, a.canComplete]]),
    );
    expect(steps).toEqual({ open: [true, false], pending: [true, false], in_progress: [false, true], resolved: [false, false] });
  });

  it('filters by status and severity, and refuses unknown values', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    expect((await client.graphql(LIST, { status: 'pending' })).data.correctiveActions.map((a: Action) => a.severity)).toEqual(['high']);
    expect((await client.graphql(LIST, { severity: 'critical' })).data.correctiveActions.map((a: Action) => a.status)).toEqual(['open']);
    expect((await client.graphql(LIST, { status: 'resolved', severity: 'critical' })).data.correctiveActions).toEqual([]);
    const bad = await client.graphql(LIST, { status: 'closed' });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Status must be one of open, pending, in_progress, resolved', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await client.graphqlErrorCode(LIST, { severity: 'urgent' })).toBe('BAD_USER_INPUT');
  });

  it('summarises the tiles for all reachable locations or one', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const expected = { total: 4, pending: 2, inProgress: 1, resolved: 1, critical: 1, open: 3 };
    expect((await client.graphql(SUMMARY)).data.correctiveActionSummary).toEqual(expected);
    expect((await client.graphql(SUMMARY, { locationId: 1 })).data.correctiveActionSummary).toEqual(expected);
    expect((await client.graphql(SUMMARY, { locationId: 2 })).data.correctiveActionSummary).toEqual({
      ...expected,
      total: 0,
      pending: 0,
      inProgress: 0,
      resolved: 0,
      critical: 0,
      open: 0,
    });
    const river = await signedIn(app.baseUrl, 'rivermgr');
    expect((await river.graphql(SUMMARY)).data.correctiveActionSummary).toEqual({ total: 1, pending: 1, inProgress: 0, resolved: 0, critical: 1, open: 1 });
    expect(await river.graphqlErrorCode(SUMMARY, { locationId: 1 })).toBe('NOT_FOUND');
  });

  it('countOpenActions (for the dashboard) counts unresolved actions in the viewer’s reach', async () => {
    const em = app.db.orm.em.fork();
    const viewerOf = async (username: string) =>
      (await loadViewer(em, (await sql<{ id: number }>(`select id from "user" where username = '${username}'`))[0].id))!;
    const manager = await viewerOf('manager');
    expect(await countOpenActions(em, manager)).toBe(3);
    expect(await countOpenActions(em, manager, 1)).toBe(3);
    expect(await countOpenActions(em, manager, 3)).toBe(0);
    expect(await countOpenActions(em, await viewerOf('branchadmin'))).toBe(0);
    expect(await countOpenActions(em, await viewerOf('super'))).toBe(4);
    await expect(countOpenActions(em, await viewerOf('rivermgr'), 1)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('keeps tenants and locations apart', async () => {
    const river = (await (await signedIn(app.baseUrl, 'rivermgr')).graphql(LIST)).data.correctiveActions;
    expect(river.map((a: Action) => a.locationId)).toEqual([4]);
    const harbour = (await (await signedIn(app.baseUrl, 'manager')).graphql(LIST)).data.correctiveActions;
    expect(harbour.some((a: Action) => a.locationId === 4 || a.id === river[0].id)).toBe(false);
    // The Airport Café admin reaches only location 3, which has no actions.
    expect((await (await signedIn(app.baseUrl, 'branchadmin')).graphql(LIST)).data.correctiveActions).toEqual([]);
  });

  it('another company’s action is NOT_FOUND for every operation and nothing changes', async () => {
    const before = await snapshot();
    const events = await sql<{ n: string }>(`select count(*) n from audit_event where entity = 'corrective_action'`);
    const river = await signedIn(app.baseUrl, 'rivermgr');
    for (const status of ['open', 'pending', 'in_progress']) {
      const id = await harbourAction(status);
      expect(await river.graphqlErrorCode(START, { id })).toBe('NOT_FOUND');
      expect(await river.graphqlErrorCode(COMPLETE, { id, resolution: 'x' })).toBe('NOT_FOUND');
    }
    expect(await snapshot()).toEqual(before);
    expect(await sql<{ n: string }>(`select count(*) n from audit_event where entity = 'corrective_action'`)).toEqual(events);
  });

  it('refuses transitions outside the workflow with a clear message', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const before = await snapshot();
    const startResolved = await client.graphql(START, { id: await harbourAction('resolved') });
    expect(startResolved.errors?.[0]).toMatchObject({ message: 'Only open or pending actions can be started', extensions: { code: 'BAD_USER_INPUT' } });
    const completePending = await client.graphql(COMPLETE, { id: await harbourAction('pending'), resolution: 'Done' });
    expect(completePending.errors?.[0]).toMatchObject({ message: 'Only actions in progress can be marked complete', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await snapshot()).toEqual(before);
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(START, { id: 1 })).toBe('UNAUTHENTICATED');
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(SUMMARY)).toBe('UNAUTHENTICATED');
    expect(await new TestClient(app.baseUrl).graphqlErrorCode(LIST)).toBe('UNAUTHENTICATED');
  });

  it('pending → in_progress → resolved, each step audited with before/after and the actor', async () => {
    const client = await signedIn(app.baseUrl, 'branchmgr');
    const id = await harbourAction('pending');
    expect((await client.graphql(START, { id })).data.startCorrectiveAction).toEqual({ id, status: 'in_progress', resolvedAt: null });
    expect(await client.graphqlErrorCode(START, { id })).toBe('BAD_USER_INPUT');
    expect((await client.graphql(COMPLETE, { id, resolution: '   ' })).errors?.[0]).toMatchObject({
      message: 'Please describe what was done to resolve the action',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const done = (await client.graphql(COMPLETE, { id, resolution: '  Thermostat replaced.  ' })).data.completeCorrectiveAction;
    expect(done).toMatchObject({ id, status: 'resolved', resolution: 'Thermostat replaced.', resolvedByName: 'Ben Branch' });
    expect(Math.abs(Date.parse(done.resolvedAt) - Date.now())).toBeLessThan(60_000);
    const events = await sql<{ action: string; actor: string; before: unknown; after: { status: string } }>(
      `select e.action, u.username actor, e.before, e.after from audit_event e join "user" u on u.id = e.actor_id
       where e.entity = 'corrective_action' and e.entity_id = '${id}' order by e.id`,
    );
    expect(events).toMatchObject([
      { action: 'start', actor: 'branchmgr', before: { status: 'pending' }, after: { status: 'in_progress' } },
      { action: 'complete', actor: 'branchmgr', before: { status: 'in_progress' }, after: { status: 'resolved', resolution: 'Thermostat replaced.' } },
    ]);
    expect((await client.graphql(SUMMARY)).data.correctiveActionSummary).toMatchObject({ pending: 1, resolved: 2, open: 2 });
  });

  it('shows each action’s history from the audit trail, and a temperature action’s verifying reading', async () => {
    const DETAILS = 'query { correctiveActions { id verificationReading { temperature } history { action actorName occurredAt } } }';
    const client = await signedIn(app.baseUrl, 'manager');
    const reported = await client.graphql(
      'mutation { createCorrectiveAction(input: { type: "temperature_alert", description: "Walk-in Fridge door left open", severity: "high", equipmentId: 1 }) { id } }',
    );
    const { id } = reported.data.createCorrectiveAction;
    const details = async () =>
      (await client.graphql('query($id: Int!) { correctiveAction(id: $id) { verificationReading { temperature } history { action actorName } } }', { id })).data
        .correctiveAction;
    expect(await details()).toMatchObject({ verificationReading: null, history: [{ action: 'create', actorName: 'Maria Manager' }] });

    await client.graphql('mutation { recordReading(input: { equipmentId: 1, temperature: 12.5, isManual: true }) { id } }');
    await client.graphql('mutation { recordReading(input: { equipmentId: 1, temperature: 2.5, isManual: true }) { id } }');
    await client.graphql('mutation { recordReading(input: { equipmentId: 1, temperature: 3.5, isManual: true }) { id } }');
    expect((await details()).verificationReading).toEqual({ temperature: 2.5 });

    // The step-by-step test above resolved this action as Ben Branch; another company sees none of it.
    const stepped = (await client.graphql(DETAILS)).data.correctiveActions.find((a: { history: unknown[] }) => a.history.length === 2);
    expect(stepped.history.map((e: { action: string; actorName: string }) => [e.action, e.actorName])).toEqual([
      ['start', 'Ben Branch'],
      ['complete', 'Ben Branch'],
    ]);
    const river = (await (await signedIn(app.baseUrl, 'rivermgr')).graphql(DETAILS)).data.correctiveActions;
    expect(river.flatMap((a: { history: unknown[] }) => a.history)).toEqual([]);
  });

  it('an open action can be started too', async () => {
    const client = await signedIn(app.baseUrl, 'manager');
    const id = await harbourAction('open');
    expect((await client.graphql(START, { id })).data.startCorrectiveAction.status).toBe('in_progress');
  });
});
