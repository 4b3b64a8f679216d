import type { EntityManager } from '@mikro-orm/postgresql';
import { companyScope, type Viewer } from '../../viewer.js';
import type { CleaningScheduleType } from './cleaning.types.js';
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
  return schedules.map(toCleaningScheduleView);
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

function toCleaningScheduleView(schedule: CleaningSchedule): CleaningScheduleType {
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
    createdAt: schedule.createdAt,
  };
}
