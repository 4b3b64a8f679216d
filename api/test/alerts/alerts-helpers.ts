import type { TestClient } from '../helpers/client.js';

/** Demo data: Main Kitchen (location 1) has Walk-in Fridge 1, Chest Freezer 2, Bain-marie 3 … */
export const MAIN_KITCHEN = 1;
export const WALK_IN_FRIDGE = 1;
export const CHEST_FREEZER = 2;
export const BAIN_MARIE = 3;
export const MAIN_KITCHEN_VAN = 5;

export const ACTION_FIELDS = `id type source severity status description equipmentId locationId excursionStartedAt escalatedAt
  equipment { id name } readings { temperature isManual recordedAt }
  notifications { recipient { username } channel reason status address attempts error sentAt }`;

const NOTIFICATIONS = { criticalEscalation: true, escalationMinutes: 15, temperatureAlerts: true, dailyReminders: true, overdueAlerts: true };

/** Company settings through the real mutation (as an administrator would set them). */
export async function setAlertSettings(
  admin: TestClient,
  change: {
    /** administratorEscalationMinutes left out is kept (a screen that does not show it). */
    notifications?: Partial<typeof NOTIFICATIONS> & { administratorEscalationMinutes?: number | null };
    presets?: { type: string; minTemp: number | null; maxTemp: number | null; alertDelayMinutes: number; readingIntervalMinutes?: number | null }[];
  },
): Promise<void> {
  const input = { notifications: { ...NOTIFICATIONS, ...change.notifications }, ...(change.presets ? { presets: change.presets } : {}) };
  const result = await admin.graphql('mutation($input: UpdateCompanySettingsInput!) { updateCompanySettings(input: $input) { updatedAt } }', { input });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
}

/**
 * A reading through the real API; minutesAgo backdates it as an offline probe or sensor would. The
 * server ignores isManual: a signed-in client's reading is manual, a gateway's (sensorGateway) a sensor's.
 */
export async function record(client: TestClient, equipmentId: number, temperature: number, isManual: boolean, minutesAgo = 0): Promise<void> {
  const recordedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  const result = await client.graphql('mutation($input: RecordReadingInput!) { recordReading(input: $input) { id } }', {
    input: { equipmentId, temperature, isManual, recordedAt },
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
}

export async function actionsFor(client: TestClient, equipmentId: number): Promise<any[]> {
  const { data, errors } = await client.graphql(`{ correctiveActions { ${ACTION_FIELDS} } }`);
  if (errors) throw new Error(JSON.stringify(errors));
  return data.correctiveActions.filter((a: any) => a.equipmentId === equipmentId && a.source === 'automatic');
}

/** Polls until the predicate holds (jobs run in the background), or fails after the timeout. */
export async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in time; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Makes a unit silent: its last reading 3 minutes ago, one expected every minute, so the next
 * missed-readings check opens a "no data" action. The reading first, then the short interval: the
 * other order lets a check that runs in between open an action for the older silence (a race seen
 * under CI load).
 */
export async function silenceUnit(client: TestClient, execute: (sql: string) => Promise<unknown>, equipmentId: number): Promise<void> {
  await record(client, equipmentId, 4, false, 3);
  await execute(`update equipment set reading_interval_minutes = 1 where id = ${equipmentId}`);
}

/** The unit's "no data" actions, once at least one is open (or fails after the timeout). */
export function noDataActions(client: TestClient, equipmentId: number, timeoutMs: number): Promise<any[]> {
  return until(
    async () => (await actionsFor(client, equipmentId)).filter((a) => a.type === 'equipment_failure'),
    (a) => a.length > 0,
    timeoutMs,
  );
}
