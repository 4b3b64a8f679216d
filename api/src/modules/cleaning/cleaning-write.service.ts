import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import { canReachLocation, companyScope, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { canManageSchedules, hasCompanyWideAccess } from '../tenancy/roles.js';
import type { CreateCleaningScheduleInput } from './cleaning-input.types.js';
import { CleaningRun } from './cleaning-run.entity.js';
import { type CleaningFrequency, CleaningSchedule } from './cleaning-schedule.entity.js';

/** Add Schedule / Create Schedule (SPEC 6): company and branch administrators; "all locations" needs company-wide reach. */
export async function createCleaningSchedule(em: EntityManager, viewer: Viewer, input: CreateCleaningScheduleInput): Promise<CleaningSchedule> {
  if (!canManageSchedules(viewer) || viewer.companyId === null) throw new Forbidden('Only company and branch administrators can add cleaning schedules');
  const name = input.name.trim();
  const tasks = input.tasks.map((task) => task.trim()).filter(Boolean);
  if (!name) throw new InvalidInput('Name is required');
  if (tasks.length === 0) throw new InvalidInput('Add at least one task');
  if (input.frequency === 'weekly' && input.dayOfWeek == null) throw new InvalidInput('A weekly schedule needs a day of the week');
  if (input.frequency === 'monthly' && input.dayOfMonth == null) throw new InvalidInput('A monthly schedule needs a day of the month');
  const location = input.locationId == null ? null : await em.findOne(Location, { id: input.locationId, company: viewer.companyId, isActive: true });
  if (input.locationId != null && (!location || !canReachLocation(viewer, location.id))) throw new NotFound('Location');
  if (!location && !hasCompanyWideAccess(viewer)) throw new Forbidden('Only company-wide administrators can add a schedule for all locations');
  const schedule = await addCleaningSchedule(em, viewer, em.getReference(Company, viewer.companyId), {
    location,
    name,
    description: input.description?.trim() || null,
    frequency: input.frequency,
    dayOfWeek: input.frequency === 'weekly' ? (input.dayOfWeek ?? null) : null,
    dayOfMonth: input.frequency === 'monthly' ? (input.dayOfMonth ?? null) : null,
    tasks,
  });
  await em.flush();
  return schedule;
}

/** What a new cleaning schedule says, whether it comes from the starter set or an administrator. */
export interface CleaningScheduleDefinition {
  /** Null: all of the company's locations. */
  location: Location | null;
  name: string;
  description: string | null;
  frequency: CleaningFrequency;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  tasks: string[];
}

/** Adds one of a company's cleaning schedules, audited as created. */
export async function addCleaningSchedule(
  em: EntityManager,
  actor: Pick<Viewer, 'userId'>,
  company: Company,
  { tasks, ...fields }: CleaningScheduleDefinition,
): Promise<CleaningSchedule> {
  const schedule = em.create(CleaningSchedule, { company, ...fields, tasks: tasks.map((task) => ({ name: task })) });
  await em.flush();
  const { name, location, frequency, dayOfWeek, dayOfMonth } = fields;
  recordAudit(em, actor, {
    companyId: company.id,
    entity: 'cleaning_schedule',
    entityId: schedule.id,
    action: 'create',
    after: { name, locationId: location?.id ?? null, frequency, dayOfWeek, dayOfMonth, tasks },
  });
  return schedule;
}

/** Marks a schedule's cleaning done now by the viewer (anyone who works where it applies); appended, never edited. */
export async function recordCleaningDone(em: EntityManager, viewer: Viewer, scheduleId: number, notes?: string | null): Promise<CleaningSchedule> {
  const schedule = await em.findOne(
    CleaningSchedule,
    {
      id: scheduleId,
      ...companyScope(viewer),
      isActive: true,
      $or: [{ location: null }, { location: { $in: viewer.locationIds } }],
    },
    { populate: ['location'] },
  );
  if (!schedule) throw new NotFound('Cleaning schedule');
  if (notes && notes.length > 2000) throw new InvalidInput('Notes must be at most 2000 characters');
  const run = em.create(CleaningRun, { company: schedule.company, schedule, doneBy: viewer.userId, notes: notes?.trim() || null });
  await em.flush();
  recordAudit(em, viewer, {
    companyId: schedule.company.id,
    entity: 'cleaning_run',
    entityId: run.id,
    action: 'create',
    after: { scheduleId: schedule.id, doneBy: viewer.userId, doneAt: run.doneAt, notes: run.notes },
  });
  await em.flush();
  return schedule;
}
