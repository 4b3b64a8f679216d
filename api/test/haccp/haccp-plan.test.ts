import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { pdfText, zipEntry } from '../helpers/pack-files.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';
import { download } from '../uploads/upload-client.js';

const CCP =
  'link { equipmentType processKind checklistTemplateId checklistItem } limit { key source text } monitoring correctiveAction verification changedSinceSigning';
const VERSION = `id planId version createdBy signedBy signedAt inForce steps { step label isCcp hazards { type hazard controlMeasure } ccps { ${CCP} } }`;
const PLAN = `id locationId needsReview reviewReasons inForce { id version signedBy } versions { ${VERSION} }`;
const GET = `query { haccpPlan { ${PLAN} } }`;
const GENERATE = `mutation { generateHaccpPlan { ${PLAN} } }`;
const SAVE = `mutation($input: SaveHaccpPlanVersionInput!) { saveHaccpPlanVersion(input: $input) { ${VERSION} } }`;
const SIGN = `mutation($id: Int!, $p: String!) { signHaccpPlanVersion(versionId: $id, password: $p) { ${VERSION} } }`;
const SETTINGS =
  'query { companySettings { presets { type minTemp maxTemp readingIntervalMinutes alertDelayMinutes } processRules { kind stages { targetC withinMinutes holdC holdMinutes } } } }';
const COVERAGE = `query($plan: Int!) { haccpCoverage(planId: $plan, from: "2026-10-05T00:00:00Z", to: "2026-10-12T00:00:00Z") {
  step kind limit { key } expected recorded coveragePercent excursions withAction units { equipmentId unit expected received excursions } } }`;

/** A version's steps as the save input takes them (the links and texts, not the live limits). */
const asInput = (version: any) =>
  version.steps.map((s: any) => ({
    step: s.step,
    hazards: s.hazards,
    ccps: s.ccps.map((c: any) => ({ limit: c.link, monitoring: c.monitoring, correctiveAction: c.correctiveAction, verification: c.verification })),
  }));

describe('HACCP plan', () => {
  let app: TestApp;
  let manager: TestClient;
  let cook: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);

  beforeAll(async () => {
    app = await startTestApp('demo', { env: { RUN_JOBS: 'true', JOBS_POLL_INTERVAL_MS: '200' } });
    [manager, cook] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'cook')]);
  });
  afterAll(() => app.close());

  it('generates a starter plan whose CCPs are the company’s bands, process rules and critical items, with the live limits', async () => {
    expect((await manager.graphql(GET)).data.haccpPlan).toBeNull();
    expect(await cook.graphqlErrorCode(GENERATE)).toBe('FORBIDDEN');
    const plan = (await manager.graphql(GENERATE)).data.generateHaccpPlan;
    const [draft] = plan.versions;
    expect(draft).toMatchObject({ version: 1, signedAt: null, inForce: false, createdBy: 'Maria Manager' });
    expect(plan.inForce).toBeNull();
    const { presets, processRules } = (await manager.graphql(SETTINGS)).data.companySettings;
    const ccps = draft.steps.flatMap((s: any) => s.ccps.map((c: any) => ({ ...c, step: s.step })));
    const fridge = presets.find((p: any) => p.type === 'fridge');
    expect(ccps.find((c: any) => c.link.equipmentType === 'fridge')).toMatchObject({
      step: 'cold_storage',
      limit: { source: 'Fridge preset band', text: `${fridge.minTemp} °C to ${fridge.maxTemp} °C` },
    });
    // Every banded type Harbour uses, and only those.
    const banded = presets.filter((p: any) => p.minTemp !== null || p.maxTemp !== null).map((p: any) => p.type);
    expect(
      ccps
        .filter((c: any) => c.link.equipmentType)
        .map((c: any) => c.link.equipmentType)
        .sort(),
    ).toEqual(banded.sort());
    const cooling = processRules.find((r: any) => r.kind === 'cooling');
    expect(ccps.find((c: any) => c.link.processKind === 'cooling').limit.text).toBe(
      cooling.stages.map((s: any) => `down to ${s.targetC} °C within ${s.withinMinutes} minutes of the start`).join('; then '),
    );
    const items = ccps.filter((c: any) => c.link.checklistItem).map((c: any) => c.link.checklistItem);
    expect(items).toEqual(expect.arrayContaining(['Fridge and freezer temperatures recorded', 'Pest activity checked']));
    expect(ccps.find((c: any) => c.link.checklistItem === 'Pest activity checked').step).toBe('preparation');
  });

  it('an edit is a new draft version; a CCP linked to nothing, or to two limits, is refused and stores nothing', async () => {
    const plan = (await manager.graphql(GET)).data.haccpPlan;
    const steps = asInput(plan.versions[0]);
    const count = async () => (await sql('select count(*)::int n from haccp_plan_version'))[0].n;
    const before = await count();
    const withLink = (limit: Record<string, unknown>) => [{ ...steps[1], ccps: [{ ...steps[1].ccps[0], limit }] }];
    for (const limit of [
      {},
      { equipmentType: 'fridge', processKind: 'cooling' },
      { equipmentType: 'goods_in' },
      { checklistTemplateId: 1, checklistItem: 'No such item' },
    ]) {
      expect(await manager.graphqlErrorCode(SAVE, { input: { planId: plan.id, steps: withLink(limit) } }), JSON.stringify(limit)).toBe('BAD_USER_INPUT');
    }
    expect(await count()).toBe(before);
    steps[0].hazards[0].hazard = 'Chilled food delivered above 5 °C';
    const saved = (await manager.graphql(SAVE, { input: { planId: plan.id, steps } })).data.saveHaccpPlanVersion;
    expect(saved).toMatchObject({ version: 2, signedAt: null });
    expect(saved.steps[0].hazards[0].hazard).toBe('Chilled food delivered above 5 °C');
  });

  it('signing takes the signer’s password; a wrong one stores nothing; the signed version is in force and the database refuses to change it', async () => {
    const plan = (await manager.graphql(GET)).data.haccpPlan;
    const v2 = plan.versions[0];
    expect(await manager.graphqlErrorCode(SIGN, { id: v2.id, p: 'wrong-password' })).toBe('BAD_USER_INPUT');
    expect((await sql(`select signed_at from haccp_plan_version where id = ${v2.id}`))[0].signed_at).toBeNull();
    expect(await cook.graphqlErrorCode(SIGN, { id: v2.id, p: 'demo1234' })).toBe('FORBIDDEN');
    const signed = (await manager.graphql(SIGN, { id: v2.id, p: 'demo1234' })).data.signHaccpPlanVersion;
    expect(signed).toMatchObject({ version: 2, signedBy: 'Maria Manager', inForce: true });
    const after = (await manager.graphql(GET)).data.haccpPlan;
    expect(after).toMatchObject({ inForce: { version: 2 }, needsReview: false });
    expect(await manager.graphqlErrorCode(SIGN, { id: v2.id, p: 'demo1234' })).toBe('CONFLICT');
    const [audit] = await sql(`select action, after from audit_event where entity = 'haccp_plan_version' and entity_id = '${v2.id}' and action = 'sign'`);
    expect(audit.after.signedLimits['band:fridge']).toEqual({ minTemp: 0, maxTemp: 4 });
    await expect(sql(`update haccp_plan_version set steps = '[]' where id = ${v2.id}`)).rejects.toThrow(/kept as it is/);
    await expect(sql(`delete from haccp_plan_version where id = ${v2.id}`)).rejects.toThrow(/kept as it is/);
    // A draft's steps cannot be rewritten either: only signed.
    const v1 = plan.versions[1];
    await expect(sql(`update haccp_plan_version set steps = '[]' where id = ${v1.id}`)).rejects.toThrow(/can only be signed/);
  });

  it('changing a linked preset band outside the plan marks the plan in force for review', async () => {
    const update = 'mutation($p: [EquipmentPresetInput!]) { updateCompanySettings(input: { presets: $p }) { companyId } }';
    const { presets } = (await manager.graphql(SETTINGS)).data.companySettings;
    const fridge = presets.find((p: any) => p.type === 'fridge');
    expect((await manager.graphql(update, { p: [{ ...fridge, maxTemp: 5 }] })).errors).toBeUndefined();
    const plan = (await manager.graphql(GET)).data.haccpPlan;
    expect(plan.needsReview).toBe(true);
    expect(plan.reviewReasons).toEqual(['Fridge preset band changed since version 2 was signed: now 0 °C to 5 °C']);
    const ccp = plan.versions[0].steps.flatMap((s: any) => s.ccps).find((c: any) => c.link.equipmentType === 'fridge');
    expect(ccp).toMatchObject({ changedSinceSigning: true, limit: { text: '0 °C to 5 °C' } });
    expect((await manager.graphql(update, { p: [fridge] })).errors).toBeUndefined();
    expect((await manager.graphql(GET)).data.haccpPlan.needsReview).toBe(false);
  });

  it('coverage per CCP over a seeded week matches a hand count', async () => {
    const plan = (await manager.graphql(GET)).data.haccpPlan;
    const [{ id: unit }] = await sql(
      `insert into equipment (company_id, location_id, name, type, target_min_temp, target_max_temp, reading_interval_minutes, created_at)
       values (1, 1, 'Coverage Fridge', 'fridge', 0, 4, 240, '2026-10-01T00:00:00Z') returning id`,
    );
    // Every 4 hours from Monday 00:00 UTC: 42 slots in the week; slots 10 and 11 missed; slots 20 and 21 at 9 °C (one excursion).
    const cook = `(select id from "user" where username = 'cook')`;
    for (let slot = 0; slot < 42; slot++) {
      if (slot === 10 || slot === 11) continue;
      const at = new Date(Date.UTC(2026, 9, 5) + slot * 4 * 3_600_000).toISOString();
      await sql(`insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at)
                 values (1, ${unit}, ${cook}, ${slot === 20 || slot === 21 ? 9 : 3}, true, '${at}', '${at}')`);
    }
    const excursionAt = new Date(Date.UTC(2026, 9, 5) + 20 * 4 * 3_600_000).toISOString();
    await sql(`insert into corrective_action (company_id, location_id, equipment_id, type, description, severity, status, source, excursion_started_at)
               values (1, 1, ${unit}, 'temperature', 'Coverage Fridge above 4 °C', 'high', 'open', 'automatic', '${excursionAt}')`);
    // Cooling: two batches on time, one missed with its action, one started the week after (not counted).
    const stages = `'[{"targetC": 21, "withinMinutes": 120, "holdC": null, "holdMinutes": null}]'`;
    const [{ id: missedAction }] = await sql(
      `insert into corrective_action (company_id, location_id, type, description, severity, status) values (1, 1, 'process', 'Cooling missed', 'high', 'open') returning id`,
    );
    for (const [day, outcome, action] of [
      [6, 'complete', 'null'],
      [7, 'complete', 'null'],
      [8, 'missed', missedAction],
      [13, 'complete', 'null'],
    ]) {
      await sql(`insert into food_process (company_id, location_id, started_by_id, kind, food_item, quantity, stages, started_at, finished_at, outcome, missed_stage, corrective_action_id)
                 values (1, 1, ${cook}, 'cooling', 'Rice', '2 kg', ${stages}, '2026-10-${String(day).padStart(2, '0')}T12:00:00Z', '2026-10-${String(day).padStart(2, '0')}T14:00:00Z', '${outcome}', ${outcome === 'missed' ? 0 : 'null'}, ${action})`);
    }
    // Daily Opening Check: three due in the week, two completed (one with Pest activity checked failed), one left pending.
    const template = `(select id from compliance_check_template where company_id = 1 and name = 'Daily Opening Check')`;
    const answers = (result: string) => `'{"items": [{"description": "Pest activity checked", "critical": true, "result": "${result}", "note": null}]}'`;
    await sql(`insert into compliance_check (company_id, template_id, location_id, status, checklist_data, due_date, completed_at) values
      (1, ${template}, 1, 'completed', ${answers('pass')}, '2026-10-06T08:00:00Z', '2026-10-06T08:10:00Z'),
      (1, ${template}, 1, 'completed', ${answers('fail')}, '2026-10-07T08:00:00Z', '2026-10-07T08:10:00Z'),
      (1, ${template}, 1, 'pending', null, '2026-10-08T08:00:00Z', null)`);
    const { data, errors } = await manager.graphql(COVERAGE, { plan: plan.id });
    expect(errors).toBeUndefined();
    const rows = data.haccpCoverage;
    const fridge = rows.find((r: any) => r.limit?.key === 'band:fridge');
    expect(fridge.units).toEqual([{ equipmentId: unit, unit: 'Coverage Fridge', expected: 42, received: 40, excursions: 1 }]);
    expect(fridge).toMatchObject({ expected: 42, recorded: 40, coveragePercent: 95.2, excursions: 1, withAction: 1 });
    expect(rows.find((r: any) => r.limit?.key === 'process:cooling')).toMatchObject({ expected: 3, recorded: 2, excursions: 1, withAction: 1 });
    expect(rows.find((r: any) => r.limit?.key?.endsWith(':Pest activity checked'))).toMatchObject({ expected: 3, recorded: 2, excursions: 1, withAction: 0 });
  });

  it('the printable plan, and the version in force on every due-diligence pack (PDF cover and coverage, CSV haccp-plan.csv)', async () => {
    const plan = (await manager.graphql(GET)).data.haccpPlan;
    const printed = await download(manager, `/api/haccp-plan-versions/${plan.inForce.id}/pdf`);
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
    const planText = (await pdfText(printed.bytes)).replace(/\s+/g, ' ');
    expect(planText).toContain('Version 2, written by Maria Manager');
    expect(planText).toContain('Signed by Maria Manager');
    expect(planText).toContain('Chilled food delivered above 5 °C');
    expect(planText).toContain('Fridge preset band');
    expect((await download(manager, `/api/haccp-plan-versions/${plan.versions[1].id}/pdf`)).bytes.length).toBeGreaterThan(0);
    const request = `mutation($f: String!) { requestExport(from: "2026-10-05T00:00:00Z", to: "2026-10-12T00:00:00Z", locationIds: [1], format: $f) { id } }`;
    const ready = async (format: string) => {
      const id = (await manager.graphql(request, { f: format })).data.requestExport.id;
      for (let tries = 0; tries < 300; tries++) {
        const report = (await manager.graphql('query { reports { id status downloadUrl } }')).data.reports.find((r: any) => r.id === id);
        if (report.status !== 'generating') return (await download(manager, report.downloadUrl)).bytes;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error('pack not ready');
    };
    const pack = (await pdfText(await ready('pdf'))).replace(/\s+/g, ' ');
    expect(pack).toMatch(/HACCP plan \(Company plan\): version 2 in force, signed by Maria Manager on \d\d\/\d\d\/\d{4}/);
    expect(pack).toContain('HACCP monitoring coverage per critical control point');
    const csv = (await zipEntry(await ready('csv'), 'haccp-plan.csv')).toString('utf8');
    expect(csv).toContain('plan,Company plan,2,Maria Manager,');
    expect(csv).toMatch(/coverage,Company plan,Cold storage,Fridge preset band: 0 °C to 4 °C,42,40,95\.2,1,1/);
  });

  it('the provider (no company) sees no company plan and no limits until it names a site', async () => {
    const superUser = await signedIn(app.baseUrl, 'super');
    const { data, errors } = await superUser.graphql('query { haccpPlan { id } haccpLimitChoices { limit { key } } }');
    expect(errors).toBeUndefined();
    expect(data).toEqual({ haccpPlan: null, haccpLimitChoices: [] });
    expect((await superUser.graphql('query { haccpLimitChoices(locationId: 1) { limit { key } } }')).data.haccpLimitChoices.length).toBeGreaterThan(0);
  });

  it('another company’s plan and versions are missing, also as a PDF', async () => {
    const river = await signedIn(app.baseUrl, 'rivermgr');
    const plan = (await manager.graphql(GET)).data.haccpPlan;
    expect((await river.graphql(GET)).data.haccpPlan).toBeNull();
    expect((await river.get(`/api/haccp-plan-versions/${plan.versions[0].id}/pdf`)).status).toBe(404);
  });
});
