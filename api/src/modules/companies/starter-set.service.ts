import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../viewer.js';
import { addCleaningSchedule } from '../cleaning/cleaning-write.service.js';
import { addCheckTemplate } from '../compliance/check-template-creation.service.js';
import type { Region } from '../settings/company-region.js';
import type { Company } from '../tenancy/company.entity.js';
import type { Location, OpeningTimes } from '../tenancy/location.entity.js';
import { STARTER_CONTENT, type StarterChecklist } from './starter-set.js';

/** A closing check falls due at 22:00 when the site's hours are not known. */
const DEFAULT_CLOSING_TIME = '22:00';
const HOURS = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/;

/**
 * The region's starter checklists and cleaning schedules for a new company (in the caller's
 * transaction), each audited as created by `actor`. Cleaning schedules apply to all its locations.
 */
export async function createStarterSet(em: EntityManager, actor: Pick<Viewer, 'userId'>, company: Company, location: Location, region: Region): Promise<void> {
  const { checklists, cleaning } = STARTER_CONTENT[region];
  const hours = usualHours(location.openingTimes);
  for (const { dueAt, checkItems, ...checklist } of checklists) {
    await addCheckTemplate(em, actor, company, { ...checklist, dueTime: dueTimeOf(dueAt, hours), checkItems: checkItems.map((item) => ({ ...item })) });
  }
  for (const schedule of cleaning) await addCleaningSchedule(em, actor, company, { ...schedule, location: null });
}

/** Opening: when the site opens, else the company's schedule time (null, 08:00 unless changed); closing: when it closes, else 22:00. */
function dueTimeOf(dueAt: StarterChecklist['dueAt'], hours: { opens: string; closes: string } | null): string | null {
  if (dueAt === 'opening') return hours?.opens ?? null;
  if (dueAt === 'closing') return hours?.closes ?? DEFAULT_CLOSING_TIME;
  return null;
}

/** The opening and closing times most of the site's days have ("Monday": "07:00-22:00"), if its hours say. */
export function usualHours(openingTimes: OpeningTimes | null | undefined): { opens: string; closes: string } | null {
  const days = Object.values(openingTimes ?? {})
    .map((hours) => HOURS.exec(hours))
    .filter((match) => match !== null);
  if (days.length === 0) return null;
  const time = (hour: string, minute: string) => `${hour.padStart(2, '0')}:${minute}`;
  return { opens: mostCommon(days.map((m) => time(m[1], m[2]))), closes: mostCommon(days.map((m) => time(m[3], m[4]))) };
}

function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}
