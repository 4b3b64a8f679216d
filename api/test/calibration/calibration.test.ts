import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calibrationVariance, isWithinTolerance } from '../../src/modules/calibration/calibration-rules.js';
import { signedIn, TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const RECORD = `mutation($input: RecordProbeCalibrationInput!) { recordProbeCalibration(input: $input) {
  id equipmentId equipmentName referenceTemp actualTemp variance isWithinTolerance notes calibratedBy calibratedAt } }`;
const HISTORY = `query($id: Int!) { probeCalibrations(locationId: $id) { id equipmentId variance isWithinTolerance } }`;
const DUE = `query($id: Int!) { probesDueForCalibration(locationId: $id) { equipmentId equipmentName lastCalibratedAt } }`;

describe('probe calibration', () => {
  let app: TestApp;
  let manager: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const record = (equipmentId: number, referenceTemp: number, actualTemp: number) =>
    manager.graphql(RECORD, { input: { equipmentId, referenceTemp, actualTemp, notes: 'Test' } });
  const actionsFor = async (equipmentId: number) =>
    (await sql(`select count(*)::int n from corrective_action where equipment_id = ${equipmentId} and type = 'equipment_failure' and source = 'automatic'`))[0]
      .n;

  beforeAll(async () => {
    app = await startTestApp();
    manager = await signedIn(app.baseUrl, 'manager');
  });
  afterAll(() => app.close());

  it('variance is reading minus reference; ±1.0 °C is within tolerance, bounds included', () => {
    expect(calibrationVariance(0, 0.4)).toBe(0.4);
    expect(calibrationVariance(100, 97.8)).toBe(-2.2);
    expect(calibrationVariance(0, 0.1)).toBe(0.1);
    for (const v of [-1, -0.99, 0, 0.99, 1]) expect(isWithinTolerance(v)).toBe(true);
    for (const v of [-1.01, 1.01, 2.2]) expect(isWithinTolerance(v)).toBe(false);
  });

  it('records on the server: boundaries pass, beyond fails, and the history lists them newest first', async () => {
    const pass = (await record(1, 0, 1)).data.recordProbeCalibration;
    expect(pass).toMatchObject({ equipmentId: 1, referenceTemp: 0, actualTemp: 1, variance: 1, isWithinTolerance: true, calibratedBy: 'Maria Manager' });
    expect((await record(1, 100, 99)).data.recordProbeCalibration).toMatchObject({ variance: -1, isWithinTolerance: true });
    expect((await record(1, 100, 101.01)).data.recordProbeCalibration).toMatchObject({ variance: 1.01, isWithinTolerance: false });
    const history = (await manager.graphql(HISTORY, { id: 1 })).data.probeCalibrations;
    expect(history[0].variance).toBe(1.01);
    const audits = await sql(`select count(*)::int n from audit_event where entity = 'probe_calibration' and entity_id = '${pass.id}'`);
    expect(audits[0].n).toBe(1);
  });

  it('out of tolerance opens one equipment_failure action per calibration; within opens none', async () => {
    const before = await actionsFor(2);
    await record(2, 0, 0.5);
    expect(await actionsFor(2)).toBe(before);
    await record(2, 0, -1.5);
    expect(await actionsFor(2)).toBe(before + 1);
    await record(2, 0, 2);
    expect(await actionsFor(2)).toBe(before + 2);
  });

  it('refuses a reference other than 0 or 100 and a missing unit, storing nothing', async () => {
    const before = (await sql('select count(*)::int n from probe_calibration'))[0].n;
    expect(await manager.graphqlErrorCode(RECORD, { input: { equipmentId: 1, referenceTemp: 50, actualTemp: 50 } })).toBe('BAD_USER_INPUT');
    expect(await manager.graphqlErrorCode(RECORD, { input: { equipmentId: 999999, referenceTemp: 0, actualTemp: 0 } })).toBe('NOT_FOUND');
    expect((await sql('select count(*)::int n from probe_calibration'))[0].n).toBe(before);
  });

  it('lists units not calibrated in 30 days as due, never-calibrated first', async () => {
    const due = (await manager.graphql(DUE, { id: 1 })).data.probesDueForCalibration;
    const ids = due.map((p: { equipmentId: number }) => p.equipmentId);
    expect(ids).not.toContain(1);
    expect(ids.length).toBeGreaterThan(0);
    await sql(`update probe_calibration set calibrated_at = now() - interval '31 days' where equipment_id = 1`);
    const later = (await manager.graphql(DUE, { id: 1 })).data.probesDueForCalibration;
    expect(later.find((p: { equipmentId: number }) => p.equipmentId === 1).lastCalibratedAt).not.toBeNull();
    expect(later[0].lastCalibratedAt).toBeNull();
  });
});
