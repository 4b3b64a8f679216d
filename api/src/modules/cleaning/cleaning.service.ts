import type { EntityManager } from '@mikro-orm/postgresql';
import { companyScope, type Viewer } from '../../viewer.js';
import { toUserReference } from '../people/users.service.js';
import type { CleaningScheduleType } from './cleaning.types.js';
import { CleaningRun } from './cleaning-run.entity.js';
import { type CleaningFrequency, CleaningSchedule } from './cleaning-schedule.entity.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Active schedules of the viewer's company at locations they reach, plus company-wide ones (no location). */
export async function listCleaningSchedules(em: EntityManager, viewer: Viewer, frequency?: CleaningFrequency | null): Promise<CleaningScheduleType[]> {
  const schedules = await em.find(
    CleaningSchedule,
    {
      ...companyScope(viewer),
      isActive: true,
      $or: [{ location: null }, { location: { $in: viewer.locationIds } }],
      ...(frequency ? { frequency } : {}),
    },
    { populate: ['location'], orderBy: { id: 'asc' } },
  );
  return toCleaningScheduleViews(em, schedules);
}

/** The schedules as shown, each with its last run (who and when). */
export async function toCleaningScheduleViews(em: EntityManager, schedules: CleaningSchedule[]): Promise<CleaningScheduleType[]> {
  const lastRuns = schedules.length ? await em.find(CleaningRun, { id: { $in: await lastRunIds(em, schedules) } }, { populate: ['doneBy'] }) : [];
  const lastRunOf = new Map(lastRuns.map((run) => [run.schedule.id, run]));
  return schedules.map((schedule) => toCleaningScheduleView(schedule, lastRunOf.get(schedule.id)));
}

async function lastRunIds(em: EntityManager, schedules: CleaningSchedule[]): Promise<number[]> {
  const rows = await em
    .getConnection()
    .execute<{ id: number }[]>('select distinct on (schedule_id) id from cleaning_run where schedule_id in (?) order by schedule_id, done_at desc, id desc', [
      schedules.map((schedule) => schedule.id),
    ]);
  return rows.map((row) => row.id);
}

export function recurrenceText(schedule: Pick<CleaningSchedule, 'frequency' | 'dayOfWeek' | 'dayOfMonth'>): string {
  if (schedule.frequency === 'weekly') {
    const day = schedule.dayOfWeek == null ? undefined : WEEKDAYS[schedule.dayOfWeek];
    // A weekly schedule saved without a day still reads sensibly.
    return day ? `Every ${day}` : 'Every week';
  }
  if (schedule.frequency === 'monthly') return schedule.dayOfMonth == null ? 'Every month' : `Day ${schedule.dayOfMonth} of each month`;
  return 'Every day';
}

function toCleaningScheduleView(schedule: CleaningSchedule, lastRun: CleaningRun | undefined): CleaningScheduleType {
  const location = schedule.location ? { id: schedule.location.id, name: schedule.location.name } : null;
  const tasks = (schedule.tasks ?? []).map((task) => ({ name: task.name }));
  return {
    id: schedule.id,
    name: schedule.name,
    description: schedule.description ?? null,
    frequency: schedule.frequency,
    dayOfWeek: schedule.dayOfWeek ?? null,
    dayOfMonth: schedule.dayOfMonth ?? null,
    recurrenceText: recurrenceText(schedule),
    tasks,
    taskCount: tasks.length,
    locationId: location?.id ?? null,
    locationName: location?.name ?? null,
    location,
    lastDoneAt: lastRun?.doneAt ?? null,
    lastDoneBy: lastRun ? toUserReference(lastRun.doneBy) : null,
    createdAt: schedule.createdAt,
  };
}
