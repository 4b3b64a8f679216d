import { type EntityClass, type FilterQuery, wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent } from '../../src/modules/audit/audit-event.entity.js';
import { ProbeCalibration } from '../../src/modules/calibration/probe-calibration.entity.js';
import { CleaningSchedule } from '../../src/modules/cleaning/cleaning-schedule.entity.js';
import { ComplianceCheck } from '../../src/modules/compliance/compliance-check.entity.js';
import { ComplianceCheckTemplate } from '../../src/modules/compliance/compliance-check-template.entity.js';
import { CorrectiveAction } from '../../src/modules/corrective-actions/corrective-action.entity.js';
import { DigitalForm } from '../../src/modules/forms/digital-form.entity.js';
import { FoodSafetyManual } from '../../src/modules/manuals/food-safety-manual.entity.js';
import { Reminder } from '../../src/modules/reminders/reminder.entity.js';
import { Report } from '../../src/modules/reports/report.entity.js';
import { Equipment } from '../../src/modules/temperature/equipment.entity.js';
import { TemperatureReading } from '../../src/modules/temperature/temperature-reading.entity.js';
import { Company } from '../../src/modules/tenancy/company.entity.js';
import { Location } from '../../src/modules/tenancy/location.entity.js';
import { User } from '../../src/modules/tenancy/user.entity.js';
import { UserLocation } from '../../src/modules/tenancy/user-location.entity.js';
import { TrainingRecord } from '../../src/modules/training/training-record.entity.js';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.js';

describe('entities round-trip with their defaults', () => {
  let db: TestDatabase;
  let em: EntityManager;
  let ids: { company: Company; location: Location; user: User; equipment: Equipment };

  beforeAll(async () => {
    db = await createTestDatabase('migrated');
    em = db.orm.em.fork();
    const company = em.create(Company, { name: 'Test Co' });
    const location = em.create(Location, { company, name: 'Test Kitchen', openingTimes: { Monday: '09:00-17:00' } });
    const user = em.create(User, { username: 'tester', fullName: 'Tess Ter', passwordHash: 'x', company, location });
    const equipment = em.create(Equipment, { company, location, name: 'Fridge', type: 'fridge', targetMinTemp: 0, targetMaxTemp: 4.25 });
    await em.flush();
    ids = { company, location, user, equipment };
  });
  afterAll(() => db.close());

  /** Persist, forget, load again from PostgreSQL. */
  async function roundTrip<T extends object>(entity: T): Promise<T> {
    await em.persist(entity).flush();
    const where = wrap(entity, true).getPrimaryKey(true) as FilterQuery<NoInfer<T>>;
    return db.orm.em.fork().findOneOrFail(entity.constructor as EntityClass<T>, where);
  }

  it('company, location, user, user_location', async () => {
    const company = await roundTrip(ids.company);
    expect(company).toMatchObject({ name: 'Test Co', isActive: true });
    expect(company.createdAt).toBeInstanceOf(Date);
    expect(await roundTrip(ids.location)).toMatchObject({ name: 'Test Kitchen', isActive: true, openingTimes: { Monday: '09:00-17:00' } });
    expect(await roundTrip(ids.user)).toMatchObject({ username: 'tester', role: 'branch_user', isActive: true, lastLogin: null });
    const link = em.create(UserLocation, { user: ids.user, location: ids.location });
    expect((await roundTrip(link)).location.id).toBe(ids.location.id);
  });

  it('equipment keeps decimals exactly and readings default to not manual, now', async () => {
    expect(await roundTrip(ids.equipment)).toMatchObject({ targetMinTemp: 0, targetMaxTemp: 4.25, isActive: true, lastTemperature: null });
    const reading = await roundTrip(em.create(TemperatureReading, { company: ids.company, equipment: ids.equipment, user: ids.user, temperature: -18.55 }));
    expect(reading).toMatchObject({ temperature: -18.55, isManual: false, clientId: null });
    expect(Math.abs(reading.recordedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('checks, actions, forms, reports, calibrations', async () => {
    const template = await roundTrip(
      em.create(ComplianceCheckTemplate, { name: 'Opening', type: 'daily_opening', checklistItems: [{ description: 'Fridge OK' }] }),
    );
    expect(template).toMatchObject({ isActive: true, checklistItems: [{ description: 'Fridge OK' }] });
    const check = await roundTrip(em.create(ComplianceCheck, { company: ids.company, template, location: ids.location, user: ids.user }));
    expect(check).toMatchObject({ status: 'pending', completedAt: null });
    expect(await roundTrip(em.create(CorrectiveAction, { company: ids.company, description: 'Fridge warm' }))).toMatchObject({
      status: 'open',
      severity: 'medium',
    });
    const form = await roundTrip(
      em.create(DigitalForm, { company: ids.company, type: 'visitor_log', location: ids.location, user: ids.user, formData: { visitorName: 'Vi' } }),
    );
    expect(form).toMatchObject({ status: 'draft', isRestrictedAccess: false, formData: { visitorName: 'Vi' } });
    expect(await roundTrip(em.create(Report, { company: ids.company }))).toMatchObject({ status: 'generating' });
    const calibration = await roundTrip(
      em.create(ProbeCalibration, {
        company: ids.company,
        equipment: ids.equipment,
        user: ids.user,
        referenceTemp: 0,
        actualTemp: 0.5,
        variance: 0.5,
        isWithinTolerance: true,
      }),
    );
    expect(calibration).toMatchObject({ variance: 0.5, isWithinTolerance: true });
  });

  it('cleaning, training, manuals, reminders, audit events', async () => {
    const cleaning = await roundTrip(
      em.create(CleaningSchedule, { company: ids.company, name: 'Daily', frequency: 'weekly', dayOfWeek: 0, tasks: [{ name: 'Mop' }] }),
    );
    expect(cleaning).toMatchObject({ isActive: true, dayOfWeek: 0, location: null, tasks: [{ name: 'Mop' }] });
    expect(
      await roundTrip(em.create(TrainingRecord, { company: ids.company, user: ids.user, trainingType: 'Hygiene', trainingName: 'Level 2' })),
    ).toMatchObject({ status: 'scheduled' });
    const manual = await roundTrip(
      em.create(FoodSafetyManual, { company: ids.company, title: 'Policy', fileUrl: '/p.pdf', version: '1.0', uploadedBy: ids.user }),
    );
    expect(manual).toMatchObject({ category: 'policies', isActive: true });
    expect(await roundTrip(em.create(Reminder, { company: ids.company, title: 'Calibrate', reminderTime: new Date() }))).toMatchObject({ isCompleted: false });
    const audit = await roundTrip(
      em.create(AuditEvent, { company: ids.company, actor: ids.user, entity: 'equipment', entityId: '1', action: 'create', after: { a: 1 } }),
    );
    expect(audit).toMatchObject({ action: 'create', after: { a: 1 } });
  });

  it('the database itself holds the defaults, not only the ORM', async () => {
    const connection = em.getConnection();
    const [row] = await connection.execute<Record<string, unknown>[]>(
      `insert into "user" (username, password, full_name) values ('raw', 'x', 'Raw User') returning role, is_active, created_at`,
    );
    expect(row).toMatchObject({ role: 'branch_user', is_active: true });
    expect(Date.now() - new Date(String(row.created_at)).getTime()).toBeLessThan(60_000);
  });
});
