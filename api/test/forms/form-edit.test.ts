import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOrm } from '../../src/app/orm.js';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const TEMPLATES = '{ formTemplates { id type version versionId editable fields { name label type required options } } }';
const UPDATE = `mutation($input: UpdateFormTemplateInput!) {
  updateFormTemplate(input: $input) { id type version versionId editable lastUsed fields { name label type required options } }
}`;
const SUBMIT = `mutation($input: SubmitDigitalFormInput!) {
  submitDigitalForm(input: $input) { id templateVersion formData fields { name label } }
}`;
const FORMS = 'query { digitalForms(locationId: 1, limit: 100) { id type templateVersion fields { name label } formData } }';

type Field = { name?: string | null; label: string; type: string; required: boolean; options?: string[] | null };
const text = (label: string, required = true, name?: string): Field => ({ name, label, type: 'text', required });
/** The Visitor Log's built-in fields as an editor sends them back (names kept). */
const VISITOR_FIELDS: Field[] = [
  text('Visitor Name', true, 'visitorName'),
  text('Company', true, 'company'),
  text('Purpose of Visit', true, 'purpose'),
  { name: 'timeIn', label: 'Time In', type: 'time', required: true },
  { name: 'timeOut', label: 'Time Out', type: 'time', required: false },
  { name: 'safetyBriefing', label: 'Safety briefing given', type: 'checkbox', required: true },
  { name: 'escorted', label: 'Visitor escorted', type: 'checkbox', required: true },
];
const VISIT = { visitorName: 'Dana', company: 'Council', purpose: 'Inspection', timeIn: '10:00', safetyBriefing: true, escorted: true };

describe('editing a form’s fields (issue 17)', () => {
  let app: TestApp;
  let manager: TestClient;
  let river: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const stored = () =>
    Promise.all([count('select count(*) n from form_template_version'), count(`select count(*) n from audit_event where entity = 'form_template'`)]);
  const visitorLog = async (client: TestClient) => (await client.graphql(TEMPLATES)).data.formTemplates.find((t: { type: string }) => t.type === 'visitor_log');
  const update = (client: TestClient, fields: Field[], extra: Record<string, unknown> = {}) =>
    client.graphql(UPDATE, { input: { templateId: 2, fields, ...extra } });

  beforeAll(async () => {
    app = await startTestApp();
    [manager, river] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'rivermgr')]);
  });
  afterAll(() => app.close());

  it('starts from the built-in fields, editable by a company-wide administrator only', async () => {
    expect(await visitorLog(manager)).toMatchObject({ id: 2, version: 0, versionId: null, editable: true });
    for (const username of ['branchmgr', 'cook']) {
      const client = await signedIn(app.baseUrl, username);
      expect((await visitorLog(client)).editable).toBe(false);
      const refused = await update(client, VISITOR_FIELDS);
      expect(refused.errors?.[0]).toMatchObject({ message: 'Only company administrators can edit forms', extensions: { code: 'FORBIDDEN' } });
    }
    expect(await stored()).toEqual([0, 0]);
  });

  it('saves an added field as version 1 with an audit row, and new submissions must answer it', async () => {
    const fields = [...VISITOR_FIELDS, text('Vehicle registration')];
    const { data, errors } = await update(manager, fields, { basedOnVersionId: null });
    expect(errors).toBeUndefined();
    expect(data.updateFormTemplate).toMatchObject({ id: 2, type: 'visitor_log', version: 1, versionId: expect.any(Number), editable: true });
    expect(data.updateFormTemplate.fields.at(-1)).toEqual({
      name: 'vehicleRegistration',
      label: 'Vehicle registration',
      type: 'text',
      required: true,
      options: null,
    });
    expect(data.updateFormTemplate.lastUsed).not.toBeNull();
    expect(await visitorLog(manager)).toMatchObject({ version: 1, versionId: data.updateFormTemplate.versionId });
    const [audit] = await sql(`select actor_id, entity_id, action, before, after from audit_event where entity = 'form_template'`);
    expect(audit).toMatchObject({ entity_id: 'visitor_log', action: 'update', before: { version: 0 }, after: { version: 1 } });
    expect(audit.before.fields).toHaveLength(7);
    expect(audit.after.fields).toHaveLength(8);

    const missing = await manager.graphql(SUBMIT, { input: { type: 'visitor_log', locationId: 1, formData: VISIT, status: 'submitted' } });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Please fill in: Vehicle registration', extensions: { code: 'BAD_USER_INPUT' } });
    const filled = await manager.graphql(SUBMIT, {
      input: { type: 'visitor_log', locationId: 1, formData: { ...VISIT, vehicleRegistration: 'AB12 CDE' }, status: 'submitted' },
    });
    expect(filled.errors).toBeUndefined();
    expect(filled.data.submitDigitalForm).toMatchObject({ templateVersion: 1, formData: { vehicleRegistration: 'AB12 CDE' } });
    expect(filled.data.submitDigitalForm.fields.at(-1)).toEqual({ name: 'vehicleRegistration', label: 'Vehicle registration' });
  });

  it('keeps each company’s forms its own: Riverside still asks the built-in fields', async () => {
    expect(await visitorLog(river)).toMatchObject({ version: 0, versionId: null });
    const accepted = await river.graphql(SUBMIT, { input: { type: 'visitor_log', locationId: 4, formData: VISIT, status: 'submitted' } });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.submitDigitalForm.templateVersion).toBe(0);
  });

  it('appends a version per edit: a removed field is no longer asked, and older forms keep the fields they were filled against', async () => {
    const current = await visitorLog(manager);
    const withoutEscort = current.fields.filter((f: Field) => f.name !== 'escorted' && f.name !== 'vehicleRegistration');
    const renamed = withoutEscort.map((f: Field) => (f.name === 'company' ? { ...f, label: 'Organisation' } : f));
    const { data, errors } = await update(manager, renamed, { basedOnVersionId: current.versionId });
    expect(errors).toBeUndefined();
    expect(data.updateFormTemplate.version).toBe(2);
    expect(await count(`select count(*) n from form_template_version where template_type = 'visitor_log'`)).toBe(2);

    // As for any unknown key, an answer to a field no longer on the form is kept as sent (form-data.ts).
    const { company, escorted, ...rest } = VISIT;
    const later = await manager.graphql(SUBMIT, {
      input: { type: 'visitor_log', locationId: 1, formData: { ...rest, company, escorted }, status: 'submitted' },
    });
    expect(later.errors).toBeUndefined();
    expect(later.data.submitDigitalForm.templateVersion).toBe(2);
    expect(later.data.submitDigitalForm.fields.map((f: Field) => f.label)).toContain('Organisation');

    const forms = (await manager.graphql(FORMS)).data.digitalForms;
    const versionOne = forms.find((f: { templateVersion: number }) => f.templateVersion === 1);
    expect(versionOne.fields.map((f: Field) => f.label)).toEqual(expect.arrayContaining(['Company', 'Visitor escorted', 'Vehicle registration']));
    const builtIn = forms.find((f: { type: string; templateVersion: number }) => f.type === 'visitor_log' && f.templateVersion === 0);
    expect(builtIn.fields).toHaveLength(7);
  });

  it('refuses an edit started from an older version, and another company’s version id as a missing one', async () => {
    const [before] = await stored();
    const stale = await update(manager, VISITOR_FIELDS, { basedOnVersionId: null });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
    const riverVersion = (await update(river, VISITOR_FIELDS.slice(0, 3))).data.updateFormTemplate.versionId;
    const foreign = await update(manager, VISITOR_FIELDS, { basedOnVersionId: riverVersion });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'Form template version not found', extensions: { code: 'NOT_FOUND' } });
    const missing = await update(manager, VISITOR_FIELDS, { basedOnVersionId: 999_999 });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Form template version not found', extensions: { code: 'NOT_FOUND' } });
    expect((await manager.graphql(UPDATE, { input: { templateId: 99, fields: VISITOR_FIELDS } })).errors?.[0].message).toBe('Form template not found');
    expect((await stored())[0]).toBe(before + 1); // Riverside's own edit only
  });

  it.each([
    [[], 'A form needs at least one field'],
    [[text('  ')], 'Every field needs a label'],
    [[text('Name'), text(' name ')], '"name" is the label of two fields: each label must be different'],
    [[text('x'.repeat(101))], 'A field label is at most 100 characters'],
    [
      [{ label: 'Colour', type: 'colour', required: false }],
      'A field type must be one of text, number, date, time, textarea, checkbox, radio, select, yes_no_na, temperature, photo, signature',
    ],
    [[{ label: 'Reason', type: 'select', required: true, options: [' '] }], '"Reason" needs at least one option'],
    [[{ label: 'Reason', type: 'radio', required: true, options: ['Yes', 'yes'] }], '"Reason" lists an option twice'],
    [Array.from({ length: 41 }, (_, i) => text(`Field ${i}`)), 'A form can have at most 40 fields'],
    [[text('A', true, 'same'), text('B', true, 'same')], 'Two fields are both named "same"'],
    [[text('A', true, 'constructor')], '"constructor" is not a usable field name: letters, digits and _ only'],
  ] as [Field[], string][])('refuses %j with "%s", storing nothing', async (fields, message) => {
    const before = await stored();
    const { errors } = await update(manager, fields);
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await stored()).toEqual(before);
  });

  it('makes distinct answer keys for new fields and drops options from fields that take none', async () => {
    const { data, errors } = await manager.graphql(UPDATE, {
      input: {
        templateId: 3,
        fields: [
          text('Food item'),
          text('Food item #2'),
          { label: '2nd check', type: 'number', required: false, options: ['ignored'] },
          { label: 'Reason', type: 'select', required: true, options: [' Expired ', 'Other'] },
        ],
      },
    });
    expect(errors).toBeUndefined();
    expect(data.updateFormTemplate.fields).toEqual([
      { name: 'foodItem', label: 'Food item', type: 'text', required: true, options: null },
      { name: 'foodItem2', label: 'Food item #2', type: 'text', required: true, options: null },
      { name: 'field2ndCheck', label: '2nd check', type: 'number', required: false, options: null },
      { name: 'reason', label: 'Reason', type: 'select', required: true, options: ['Expired', 'Other'] },
    ]);
  });

  // The app's role has no UPDATE or DELETE on evidence tables; the trigger holds even for the owner.
  it('keeps every version as it was: UPDATE and DELETE are refused, even to the owner', async () => {
    await expect(sql(`update form_template_version set fields = '[]'`)).rejects.toThrow(/permission denied/);
    const owner = await connectOrm(app.db.ownerUrl, { poolSize: 1 });
    try {
      const connection = owner.em.getConnection();
      await expect(connection.execute(`update form_template_version set fields = '[]'`)).rejects.toThrow(/append-only/);
      await expect(connection.execute('delete from form_template_version')).rejects.toThrow(/append-only/);
    } finally {
      await owner.close(true);
    }
  });
});
