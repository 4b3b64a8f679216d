import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../helpers/client.js';
import { startTestApp, type TestApp } from '../helpers/test-server.js';

const TEMPLATE =
  'id type name status version isCustom editable publication { scope locationIds ownerLocationId summary } fields { name label type required options helpText unit min max critical }';
const CREATE = `mutation($input: CreateFormTemplateInput!) { createFormTemplate(input: $input) { ${TEMPLATE} } }`;
const UPDATE = `mutation($input: UpdateFormTemplateInput!) { updateFormTemplate(input: $input) { ${TEMPLATE} } }`;
const RETIRE = `mutation($id: Int!) { retireFormTemplate(templateId: $id) { ${TEMPLATE} } }`;
const TEMPLATES = 'query($l: Int) { formTemplates(locationId: $l) { id type status } }';
const SUBMIT = `mutation($input: SubmitDigitalFormInput!) {
  submitDigitalForm(input: $input) { id type formName templateVersion outOfRange correctiveActionIds fields { name label } }
}`;
const FORMS =
  'query($l: Int!) { digitalForms(locationId: $l, limit: 100) { id type formName templateVersion outOfRange correctiveActionIds fields { name } } }';

type Field = Record<string, unknown> & { label: string; type: string };
const ALLERGEN_FIELDS: Field[] = [
  { label: 'Fridge temperature', type: 'temperature', required: true, min: 0, max: 5, critical: true, helpText: 'Probe the allergen-free fridge' },
  { label: 'Allergen matrix up to date', type: 'yes_no_na', required: true },
  { label: 'Portions checked', type: 'number', required: false, unit: 'portions', min: 1, max: 40 },
  { label: 'Briefed by', type: 'text', required: true },
  { label: 'Shift', type: 'select', required: false, options: ['Lunch', 'Dinner'] },
  { label: 'Date', type: 'date', required: false },
  { label: 'Board photo', type: 'photo', required: false },
  { label: 'Signature', type: 'signature', required: false },
];
const ANSWERS = { fridgeTemperature: 3, allergenMatrixUpToDate: 'Yes', briefedBy: 'Maria', shift: 'Lunch' };
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

/** Issue 35 item 2: digital forms built from scratch, versioned, published and retired. */
describe('building a digital form from scratch', () => {
  let app: TestApp;
  let manager: TestClient;
  let cook: TestClient;
  let branchAdmin: TestClient;
  const sql = async <T = any>(text: string) => app.db.orm.em.getConnection().execute<T[]>(text);
  const count = async (query: string) => Number((await sql<{ n: string }>(query))[0].n);
  const create = (client: TestClient, input: Record<string, unknown>) =>
    client.graphql(CREATE, { input: { name: 'Allergen briefing', category: 'Daily', fields: ALLERGEN_FIELDS, ...input } });
  const submit = (client: TestClient, type: string, formData: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    client.graphql(SUBMIT, { input: { type, locationId: 1, formData, status: 'submitted', ...extra } });
  const offeredAt = async (client: TestClient, locationId: number | null) =>
    (await client.graphql(TEMPLATES, { l: locationId })).data.formTemplates.map((template: { type: string }) => template.type);

  beforeAll(async () => {
    app = await startTestApp();
    [manager, cook, branchAdmin] = await Promise.all([signedIn(app.baseUrl, 'manager'), signedIn(app.baseUrl, 'cook'), signedIn(app.baseUrl, 'branchadmin')]);
  });
  afterAll(() => app.close());

  it('creates "Allergen briefing" as version 1 of the company’s own form, with every field type, audited', async () => {
    const { data, errors } = await create(manager, {});
    expect(errors).toBeUndefined();
    const template = data.createFormTemplate;
    expect(template).toMatchObject({ name: 'Allergen briefing', status: 'active', version: 1, isCustom: true, editable: true });
    expect(template.id).toBeGreaterThanOrEqual(101);
    expect(template.type).toBe(`custom_${template.id}`);
    expect(template.publication).toEqual({ scope: 'all', locationIds: [], ownerLocationId: null, summary: 'All sites' });
    expect(template.fields.map((field: { type: string }) => field.type)).toEqual(ALLERGEN_FIELDS.map((field) => field.type));
    expect(template.fields[0]).toEqual({
      name: 'fridgeTemperature',
      label: 'Fridge temperature',
      type: 'temperature',
      required: true,
      options: null,
      helpText: 'Probe the allergen-free fridge',
      unit: '°C',
      min: 0,
      max: 5,
      critical: true,
    });
    expect(template.fields[2]).toMatchObject({ unit: 'portions', min: 1, max: 40, critical: false });
    const [audit] = await sql(`select action, after from audit_event where entity = 'form_template' and entity_id = '${template.type}'`);
    expect(audit).toMatchObject({ action: 'create', after: { version: 1, name: 'Allergen briefing' } });
    // Offered at every site, to everyone there, beside the four built-in forms.
    expect(await offeredAt(cook, 1)).toContain(template.type);
    expect(await offeredAt(cook, 1)).toHaveLength(5);
  });

  it('checks the answers by type: numbers, yes/no/N.A., a signature', async () => {
    const [{ type }] = await sql<{ type: string }>(`select 'custom_' || id "type" from form_template where name = 'Allergen briefing'`);
    const before = await count('select count(*) n from digital_form');
    for (const [answers, message] of [
      [{ ...ANSWERS, fridgeTemperature: '3' }, '"Fridge temperature" must be a number'],
      [{ ...ANSWERS, allergenMatrixUpToDate: 'Maybe' }, '"Allergen matrix up to date" must be one of Yes, No, N/A'],
      [{ ...ANSWERS, signature: 'scribble' }, '"Signature" must be a drawn signature'],
      [{ ...ANSWERS, boardPhoto: 999999 }, 'Photo not found'],
    ] as const) {
      const refused = await submit(cook, type, answers);
      expect(refused.errors?.[0]?.message).toBe(message);
    }
    expect(await count('select count(*) n from digital_form')).toBe(before);
    const signed = await submit(cook, type, { ...ANSWERS, signature: SIGNATURE });
    expect(signed.errors).toBeUndefined();
  });

  it('marks a field out of range, and a critical one opens one corrective action, even when the phone sends twice', async () => {
    const [{ type }] = await sql<{ type: string }>(`select 'custom_' || id "type" from form_template where name = 'Allergen briefing'`);
    const inRange = await submit(cook, type, { ...ANSWERS, portionsChecked: 50 });
    expect(inRange.data.submitDigitalForm).toMatchObject({ formName: 'Allergen briefing', outOfRange: ['portionsChecked'], correctiveActionIds: [] });
    const clientId = '9b2f4c1e-0f4a-4d8e-9a51-2f1f2b7c1a11';
    const warm = await submit(cook, type, { ...ANSWERS, fridgeTemperature: 8.5 }, { clientId });
    expect(warm.errors).toBeUndefined();
    const { id, outOfRange, correctiveActionIds } = warm.data.submitDigitalForm;
    expect(outOfRange).toEqual(['fridgeTemperature']);
    expect(correctiveActionIds).toHaveLength(1);
    const again = await submit(cook, type, { ...ANSWERS, fridgeTemperature: 8.5 }, { clientId });
    expect(again.data.submitDigitalForm).toMatchObject({ id, correctiveActionIds });
    const actions = await sql(
      `select type, severity, status, source, location_id, check_item, description from corrective_action where digital_form_id = ${id}`,
    );
    expect(actions).toEqual([
      {
        type: 'compliance_issue',
        severity: 'critical',
        status: 'open',
        source: 'automatic',
        location_id: 1,
        check_item: 'Fridge temperature',
        description: 'Critical field out of range in "Allergen briefing": Fridge temperature was 8.5 °C (acceptable 0–5 °C)',
      },
    ]);
    const listed = (await cook.graphql(FORMS, { l: 1 })).data.digitalForms.find((form: { id: number }) => form.id === id);
    expect(listed).toMatchObject({ formName: 'Allergen briefing', outOfRange: ['fridgeTemperature'], correctiveActionIds });
  });

  it('editing makes version 2 while a form submitted on version 1 keeps version 1', async () => {
    const [{ id, type }] = await sql<{ id: number; type: string }>(`select id, 'custom_' || id "type" from form_template where name = 'Allergen briefing'`);
    const first = (await submit(cook, type, ANSWERS)).data.submitDigitalForm;
    expect(first.templateVersion).toBe(1);
    const current = (
      await manager.graphql(`query { formTemplates { id versionId fields { name label type required options unit min max critical helpText } } }`)
    ).data.formTemplates.find((template: { id: number }) => template.id === id);
    const fields = [...current.fields, { label: 'Allergens on today’s specials', type: 'textarea', required: true }];
    const edited = await manager.graphql(UPDATE, { input: { templateId: id, basedOnVersionId: current.versionId, fields, name: 'Allergen briefing (daily)' } });
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updateFormTemplate).toMatchObject({ version: 2, name: 'Allergen briefing (daily)' });
    const kept = (await cook.graphql(FORMS, { l: 1 })).data.digitalForms.find((form: { id: number }) => form.id === first.id);
    expect(kept.templateVersion).toBe(1);
    expect(kept.fields).toHaveLength(ALLERGEN_FIELDS.length);
    const missing = await submit(cook, type, ANSWERS);
    expect(missing.errors?.[0]?.message).toBe('Please fill in: Allergens on today’s specials');
    const second = await submit(cook, type, { ...ANSWERS, allergensOnTodaySSpecials: 'Sesame in the bun' });
    expect(second.errors).toBeUndefined();
    expect(second.data.submitDigitalForm.templateVersion).toBe(2);
  });

  it('offers a form only where it is published; head office’s are edited by company-wide administrators only, a site administrator adds their own', async () => {
    const downtown = (await create(manager, { name: 'Downtown close-down', publication: { scope: 'sites', locationIds: [2] } })).data.createFormTemplate;
    expect(downtown.publication).toMatchObject({ scope: 'sites', locationIds: [2], summary: 'Sites: Downtown Branch' });
    expect(await offeredAt(manager, 1)).not.toContain(downtown.type);
    expect(await offeredAt(manager, 2)).toContain(downtown.type);
    // The cook works at Main Kitchen only: the form is neither listed for them nor accepted there.
    expect(await offeredAt(cook, null)).not.toContain(downtown.type);
    const elsewhere = await submit(cook, downtown.type, ANSWERS);
    expect(elsewhere.errors?.[0]).toMatchObject({ message: 'Form template not found', extensions: { code: 'NOT_FOUND' } });

    // Republished by an edit: Main Kitchen's own form from now on, and offered only there.
    const moved = await manager.graphql(UPDATE, {
      input: { templateId: downtown.id, fields: ALLERGEN_FIELDS, publication: { scope: 'sites', ownerLocationId: 1 } },
    });
    expect(moved.data.updateFormTemplate).toMatchObject({ version: 2, publication: { ownerLocationId: 1, summary: 'Site only: Main Kitchen' } });
    expect(await offeredAt(manager, 1)).toContain(downtown.type);
    expect(await offeredAt(manager, 2)).not.toContain(downtown.type);
    await manager.graphql(UPDATE, { input: { templateId: downtown.id, fields: ALLERGEN_FIELDS, publication: { scope: 'sites', locationIds: [2] } } });
    expect(await offeredAt(manager, 1)).not.toContain(downtown.type);

    // Brian administers the Airport Café (3) only.
    const headOffice = await branchAdmin.graphql(UPDATE, { input: { templateId: downtown.id, fields: ALLERGEN_FIELDS } });
    expect(headOffice.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    expect((await create(branchAdmin, { name: 'Airport briefing' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const own = await create(branchAdmin, { name: 'Airport briefing', publication: { scope: 'sites', ownerLocationId: 3 } });
    expect(own.errors).toBeUndefined();
    expect(own.data.createFormTemplate).toMatchObject({ editable: true, publication: { ownerLocationId: 3, summary: 'Site only: Airport Café' } });
    expect(await offeredAt(manager, 3)).toContain(own.data.createFormTemplate.type);
    expect(await offeredAt(manager, 1)).not.toContain(own.data.createFormTemplate.type);
    // Head office's forms show as not editable to the site administrator.
    const listed = (await branchAdmin.graphql('{ formTemplates(locationId: 3) { type editable } }')).data.formTemplates;
    expect(listed.find((template: { type: string }) => template.type === own.data.createFormTemplate.type).editable).toBe(true);
    expect(listed.filter((template: { editable: boolean }) => template.editable)).toHaveLength(1);
  });

  it('refuses bad forms with a clear message and stores nothing', async () => {
    const stored = () => Promise.all([count('select count(*) n from form_template'), count('select count(*) n from form_template_version')]);
    const before = await stored();
    const text = (label: string): Field => ({ label, type: 'text', required: false });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fields: [] }, 'A form needs at least one field', 'BAD_USER_INPUT'],
      [{ fields: [text('Name'), text(' name ')] }, '"name" is the label of two fields: each label must be different', 'BAD_USER_INPUT'],
      [
        { fields: [{ label: 'Core', type: 'temperature', required: true }] },
        '"Core" needs an acceptable range: give a lowest or a highest value',
        'BAD_USER_INPUT',
      ],
      [
        { fields: [{ label: 'Core', type: 'number', required: true, critical: true }] },
        '"Core" needs an acceptable range: give a lowest or a highest value',
        'BAD_USER_INPUT',
      ],
      [
        { fields: [{ label: 'Core', type: 'temperature', required: true, min: 8, max: 5 }] },
        '"Core" has an empty range: the lowest value is above the highest',
        'BAD_USER_INPUT',
      ],
      [{ fields: [{ label: 'Shift', type: 'radio', required: true, options: [' '] }] }, '"Shift" needs at least one option', 'BAD_USER_INPUT'],
      [
        { fields: [{ label: 'Notes', type: 'text', required: true, critical: true }] },
        expect.stringMatching(/^"Notes" cannot be critical/) as never,
        'BAD_USER_INPUT',
      ],
      [{ name: '   ' }, 'A form needs a name', 'BAD_USER_INPUT'],
      [{ publication: { scope: 'sites', locationIds: [4] } }, 'Location not found', 'NOT_FOUND'],
      [{ publication: { scope: 'sites', locationIds: [] } }, 'Choose at least one site to publish to', 'BAD_USER_INPUT'],
    ];
    for (const [input, message, code] of cases) {
      const refused = await create(manager, input);
      expect(refused.errors?.[0], JSON.stringify(input)).toMatchObject({ message, extensions: { code } });
    }
    expect((await create(cook, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const builtIn = await manager.graphql(UPDATE, { input: { templateId: 2, fields: [text('Visitor')], publication: { scope: 'sites', locationIds: [1] } } });
    expect(builtIn.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stored()).toEqual(before);
  });

  it('retires a form: no longer offered or filled in, while its records and versions stay', async () => {
    const [{ id, type }] = await sql<{ id: number; type: string }>(`select id, 'custom_' || id "type" from form_template where name like 'Allergen briefing%'`);
    const forms = await count(`select count(*) n from digital_form where type = '${type}'`);
    const versions = await count(`select count(*) n from form_template_version where template_type = '${type}'`);
    expect((await cook.graphql(RETIRE, { id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const retired = await manager.graphql(RETIRE, { id });
    expect(retired.data.retireFormTemplate).toMatchObject({ status: 'retired', editable: false });
    expect(await offeredAt(cook, 1)).not.toContain(type);
    expect((await manager.graphql(TEMPLATES, { l: null })).data.formTemplates).toContainEqual({ id, type, status: 'retired' });
    expect((await submit(cook, type, ANSWERS)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const edit = await manager.graphql(UPDATE, { input: { templateId: id, fields: ALLERGEN_FIELDS } });
    expect(edit.errors?.[0]?.message).toBe('This form is retired: it can no longer be edited');
    expect((await manager.graphql(RETIRE, { id: 1 })).errors?.[0]?.message).toBe('A built-in form cannot be retired');
    expect(await count(`select count(*) n from digital_form where type = '${type}'`)).toBe(forms);
    expect(await count(`select count(*) n from form_template_version where template_type = '${type}'`)).toBe(versions);
    const [audit] = await sql(`select action from audit_event where entity = 'form_template' and entity_id = '${type}' and action = 'retire'`);
    expect(audit).toEqual({ action: 'retire' });
  });
});
