import { sql } from 'kysely';
import { enqueue } from '../../database/job-queue.js';
import type { JobContext } from '../../job-context.js';
import { settingsOf } from '../settings/settings.service.js';
import { Company } from '../tenancy/company.entity.js';
import { minutesText } from './alert-wording.js';
import { openGatewayOffline, silentGateways } from './gateway-offline.js';
import { raiseAutomaticAlert } from './raise-alert.js';

export const MISSED_READINGS_TASK = 'alerts.missed_readings_check';

/** A unit that expects readings: silent when none came for twice its expected interval. */
interface WatchedUnit {
  id: number;
  company_id: number;
  location_id: number;
  name: string;
  silent_since: Date;
  interval_minutes: number;
  silent: boolean;
  /** Whether this silence already has its "no data" action. */
  has_action: boolean;
  /** The gateway (API key) that sent its latest reading; null: a person, or none yet. */
  api_key_id: number | null;
}

/**
 * A sensor that stops reporting is itself an alarm (FOOD-SAFETY.md). Every check first books the
 * next one (one pending check per database, whichever process runs it), then opens one "no data"
 * action per silence: a silence is named by the unit's last reading time, so a new reading ends
 * it and the unique index keeps a repeated check from opening a second action. When every unit a
 * gateway reports for is silent, one "gateway offline" action stands for them all (gateway-offline.ts).
 */
export async function checkMissedReadings(context: JobContext): Promise<void> {
  const { em, config } = context;
  await enqueue(em, MISSED_READINGS_TASK, {}, { runAt: new Date(Date.now() + config.missedReadingsCheckSeconds * 1000), jobKey: MISSED_READINGS_TASK });
  const units = await watchedUnits(context);
  const offline = silentGateways(units);
  for (const gateway of offline) await openGatewayOffline(context, gateway);
  const covered = new Set(offline.flatMap((gateway) => gateway.units.map((unit) => unit.id)));
  for (const unit of units.filter((u) => u.silent && !u.has_action && !covered.has(u.id))) {
    const minutes = Math.floor((Date.now() - unit.silent_since.getTime()) / 60_000);
    await raiseAutomaticAlert(context, {
      companyId: unit.company_id,
      locationId: unit.location_id,
      equipmentId: unit.id,
      type: 'equipment_failure',
      description: `No data: ${unit.name} has sent no reading for ${minutesText(minutes)}; one is expected every ${minutesText(unit.interval_minutes)}`,
      severity: 'high',
      silenceSince: unit.silent_since,
    });
  }
}

/** Active units that expect readings, of companies with temperature alerts on: whether each is silent, and which gateway it hears from. */
async function watchedUnits({ em }: JobContext): Promise<WatchedUnit[]> {
  const companies = await em.find(Company, {}, { fields: ['id'] });
  const alerting: number[] = [];
  const intervals: { company_id: number; type: string; minutes: number | null }[] = [];
  for (const { id } of companies) {
    const settings = await settingsOf(em, id);
    if (!settings.notifications.temperatureAlerts) continue;
    alerting.push(id);
    for (const preset of settings.presets) intervals.push({ company_id: id, type: preset.type, minutes: preset.readingIntervalMinutes });
  }
  const { rows } = await sql<WatchedUnit>`
    select e.id, e.company_id, e.location_id, e.name, u.silent_since, u.interval_minutes,
           u.silent_since < now() - make_interval(mins => 2 * u.interval_minutes) as silent,
           exists (select 1 from corrective_action a where a.equipment_id = e.id and a.silence_since = u.silent_since) as has_action,
           (select r.api_key_id from temperature_reading r where r.equipment_id = e.id order by r.recorded_at desc, r.id desc limit 1) as api_key_id
    from equipment e
    left join jsonb_to_recordset(${JSON.stringify(intervals)}::jsonb) as p(company_id int, type text, minutes int) on p.company_id = e.company_id and p.type = e.type
    cross join lateral (select coalesce(e.last_recorded_at, e.created_at) as silent_since, coalesce(e.reading_interval_minutes, p.minutes) as interval_minutes) u
    where e.is_active and e.company_id = any(${alerting}::int[]) and u.interval_minutes is not null`.execute(em.getKysely());
  return rows.map((row) => ({ ...row, silent_since: new Date(row.silent_since) }));
}
