import { standingWasteSql } from '../corrective-actions/outcome/waste-log.sql.js';
import { EVIDENCE_CTES, PACK_EVIDENCE_SCOPE } from '../evidence/evidence-readings.sql.js';
import { isManualReadingSql, readingSourceWordSql } from '../temperature/reading-source.js';

/**
 * The record types of the due-diligence pack, as SQL over the evidence tables. The PDF and the CSV
 * files read the same queries, so both say the same thing. Every query is bound to one company, a
 * set of its locations and a time range: $1 company id, $2 location ids, $3 from, $4 to (exclusive).
 * Days are the location's own calendar days (its time zone), as the kitchen keeps them.
 */
export interface PackScope {
  companyId: number;
  locationIds: number[];
  from: Date;
  to: Date;
}

export interface PackRecordType {
  /** The CSV file's name, without extension. */
  file: string;
  /** The PDF section heading. */
  title: string;
  /** Column key → header, in file order. */
  columns: [string, string][];
  /**
   * The columns that are UTC times: each gets a `<key>_local` twin, the location's clock (its zone,
   * in the query's time_zone column) as people read it. The PDF shows the twin in the column's place.
   */
  times?: string[];
  /** Columns the query gives in local time already, likewise shown by the PDF in place of their UTC twin. */
  localColumns?: [string, string][];
  /**
   * Columns the query makes from numbers and its own words alone, never from what a person typed (a
   * temperature, a target range "-20.00 to -15.00"): the CSV writes them as they are, so a negative
   * number stays a number; every other text cell is made spreadsheet-safe (pack-csv.ts).
   */
  numberColumns?: string[];
  sql: string;
}

/**
 * A time as ISO 8601 text in UTC, made by PostgreSQL: parsing a timestamptz into a JS Date and
 * printing it again was most of the export's CPU for millions of readings.
 */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The pack's words for an excursion the period's readings show no end to, and for one no corrective action was opened for. */
export const STILL_OPEN = 'still open';
export const NO_ACTION = 'no action recorded';

const who = (alias: string) => `coalesce(${alias}.full_name, ${alias}.username)`;

/**
 * The evidence figures' one rule (evidence/evidence-readings.sql.ts), as history and the inspector
 * page state them: the site's local days, a corrected reading once at its correction's value, the
 * band in force when each reading was stored (Target °C). Source names the kinds of reading behind
 * a day's figures ("Manual, Sensor").
 */
const dailyTemperatures: PackRecordType = {
  file: 'daily-temperatures',
  title: 'Temperatures: daily minimum and maximum per unit',
  columns: [
    ['location', 'Location'],
    ['unit', 'Unit'],
    ['day', 'Day'],
    ['min', 'Min °C'],
    ['max', 'Max °C'],
    ['mean', 'Mean °C'],
    ['readings', 'Readings'],
    ['target', 'Target °C'],
    // Added after the columns there were (issue 30), so each keeps its place for existing spreadsheets.
    ['source', 'Source'],
  ],
  numberColumns: ['min', 'max', 'mean', 'target'],
  sql: `with ${PACK_EVIDENCE_SCOPE}, ${EVIDENCE_CTES}
    select d.location, d.unit, d.day, d.min::text min, d.max::text max, d.mean::text mean, d.readings, d.source_words source, d.target
    from evidence_days d
    order by d.location, d.location_id, d.unit, d.equipment_id, d.day`,
};

/**
 * Issue 32: every excursion as the readings show it, whether or not it opened a corrective action
 * (with temperature alerts off none is opened): a run of out-of-range readings by the band in force
 * when each was stored, with its action, or "no action recorded".
 */
const excursions: PackRecordType = {
  file: 'excursions',
  title: 'Excursions: every run of out-of-range readings',
  columns: [
    ['location', 'Location'],
    ['unit', 'Unit'],
    ['started_at', 'Start'],
    ['ended_at', 'End'],
    ['peak', 'Peak °C'],
    ['minutes', 'Minutes out of range'],
    ['target', 'Target °C'],
    ['action', 'Corrective action'],
  ],
  times: ['started_at', 'ended_at'],
  numberColumns: ['peak', 'minutes', 'target'],
  sql: `with ${PACK_EVIDENCE_SCOPE}, ${EVIDENCE_CTES}
    select x.location, x.unit, ${iso('x.started_at')} started_at, coalesce(${iso('x.ended_at')}, '${STILL_OPEN}') ended_at, x.peak::text peak, x.minutes,
      x.target, case when a.id is null then '${NO_ACTION}' else concat('Action #', a.id, ' (', a.severity, ', ', a.status, ')', ': ' || a.resolution) end action, x.timezone time_zone
    from evidence_excursions x left join corrective_action a on a.id = x.action_id
    order by x.location, x.location_id, x.started_at, x.unit, x.equipment_id`,
};

/** Manual (yes/no) and Source say the same thing, by who sent the reading (temperature/reading-source.ts), not a stored client flag. */
const readings: PackRecordType = {
  file: 'temperature-readings',
  title: 'Temperature readings',
  columns: [
    ['id', 'Reading'],
    ['location', 'Location'],
    ['unit', 'Unit'],
    ['recorded_at', 'Recorded at'],
    ['received_at', 'Received at'],
    ['temperature', '°C'],
    ['manual', 'Manual'],
    ['recorded_by', 'Recorded by'],
    ['corrects', 'Corrects reading'],
    ['correction_reason', 'Correction reason'],
    // Added after the columns there were (issue 30), so each keeps its place for existing spreadsheets.
    ['source', 'Source'],
  ],
  times: ['recorded_at', 'received_at'],
  numberColumns: ['temperature'],
  sql: `select r.id, l.name location, e.name unit, ${iso('r.recorded_at')} recorded_at, ${iso('r.received_at')} received_at, r.temperature::text temperature,
      case when ${isManualReadingSql('r')} then 'yes' else 'no' end manual, ${who('u')} recorded_by, ${readingSourceWordSql('r')} source, r.corrects_id corrects, r.correction_reason, l.timezone time_zone
    from temperature_reading r join equipment e on e.id = r.equipment_id join location l on l.id = e.location_id
      left join "user" u on u.id = r.user_id
    where r.company_id = $1 and e.location_id = any($2) and r.recorded_at >= $3 and r.recorded_at < $4
    order by l.name, l.id, e.name, e.id, r.recorded_at, r.id`,
};

/** Issue 30: what verified the fix — the unit's reading relied on, a probe reading of the food, or a manager's override with its reason. */
const verification = `case
      when a.verification_override_reason is not null then concat('Override by ', ${who('rb')}, ': ', a.verification_override_reason)
      when a.verification_reading_id is not null then concat(a.verification_temperature::text, ' °C, reading ', a.verification_reading_id, ' taken ', ${iso('vr.recorded_at')})
      when a.verification_temperature is not null then concat(a.verification_temperature::text, ' °C, probe reading of the food')
    end verification`;

const correctiveActions: PackRecordType = {
  file: 'excursions-and-corrective-actions',
  title: 'Excursions and corrective actions',
  columns: [
    ['id', 'Action'],
    ['location', 'Location'],
    ['unit', 'Unit'],
    ['opened_at', 'Opened at'],
    ['source', 'Raised by'],
    ['severity', 'Severity'],
    ['description', 'Problem'],
    ['status', 'Status'],
    ['resolution', 'Corrective action / resolution'],
    ['resolved_at', 'Resolved at'],
    ['resolved_by', 'Resolved by'],
    ['verification', 'Verification'],
  ],
  times: ['opened_at', 'resolved_at'],
  // Verification starts with a temperature or 'Override by' (the query's words): a person's reason comes after.
  numberColumns: ['verification'],
  sql: `select a.id, l.name location, e.name unit, ${iso('a.created_at')} opened_at, a.source, a.severity, a.description, a.status,
      a.resolution, ${iso('a.resolved_at')} resolved_at, ${who('rb')} resolved_by, ${verification}, l.timezone time_zone
    from corrective_action a left join equipment e on e.id = a.equipment_id
      join location l on l.id = coalesce(a.location_id, e.location_id)
      left join "user" rb on rb.id = a.resolved_by_id
      left join temperature_reading vr on vr.id = a.verification_reading_id
    where a.company_id = $1 and l.id = any($2) and a.created_at >= $3 and a.created_at < $4
    order by l.name, l.id, a.created_at, a.id`,
};

/** Completed checks with who completed them and the template version they were worked on; missed ones are those still not done after their deadline. */
const checks: PackRecordType = {
  file: 'checks',
  title: 'Checks completed and missed',
  columns: [
    ['id', 'Check'],
    ['location', 'Location'],
    ['check', 'Check name'],
    ['version', 'Version'],
    ['frequency', 'Frequency'],
    ['due', 'Due'],
    ['outcome', 'Outcome'],
    ['completed_at', 'Completed at'],
    ['completed_by', 'Completed by'],
    ['notes', 'Notes'],
  ],
  times: ['due', 'completed_at'],
  sql: `select c.id, l.name location, coalesce(t.name, 'Check') "check", c.template_version version, t.frequency, ${iso('c.due_date')} due,
      case when c.status = 'completed' then 'completed' when c.status = 'overdue' or c.overdue_after < now() then 'missed' else c.status end outcome,
      ${iso('c.completed_at')} completed_at, case when c.status = 'completed' then ${who('u')} end completed_by, c.notes, l.timezone time_zone
    from compliance_check c join location l on l.id = c.location_id
      left join compliance_check_template t on t.id = c.template_id left join "user" u on u.id = c.user_id
    where c.company_id = $1 and c.location_id = any($2)
      and coalesce(c.completed_at, c.due_date, c.created_at) >= $3 and coalesce(c.completed_at, c.due_date, c.created_at) < $4
    order by l.name, l.id, coalesce(c.completed_at, c.due_date, c.created_at), c.id`,
};

const calibrations: PackRecordType = {
  file: 'calibrations',
  title: 'Probe calibrations',
  columns: [
    ['id', 'Calibration'],
    ['location', 'Location'],
    ['unit', 'Unit'],
    ['calibrated_at', 'Calibrated at'],
    ['reference', 'Reference °C'],
    ['actual', 'Actual °C'],
    ['variance', 'Variance °C'],
    ['within_tolerance', 'Within tolerance'],
    ['calibrated_by', 'Calibrated by'],
    ['notes', 'Notes'],
  ],
  times: ['calibrated_at'],
  numberColumns: ['reference', 'actual', 'variance'],
  sql: `select p.id, l.name location, e.name unit, ${iso('p.calibrated_at')} calibrated_at, p.reference_temp::text reference, p.actual_temp::text actual,
      p.variance::text variance, case when p.is_within_tolerance then 'yes' else 'no' end within_tolerance, ${who('u')} calibrated_by, p.notes,
      l.timezone time_zone
    from probe_calibration p join equipment e on e.id = p.equipment_id join location l on l.id = e.location_id
      left join "user" u on u.id = p.user_id
    where p.company_id = $1 and e.location_id = any($2) and p.calibrated_at >= $3 and p.calibrated_at < $4
    order by l.name, l.id, p.calibrated_at, p.id`,
};

/** Company-wide schedules (no location) are cleaned everywhere, so they belong to every location's pack (and show the pack's zone). */
const cleaning: PackRecordType = {
  file: 'cleaning',
  title: 'Cleaning done',
  columns: [
    ['id', 'Run'],
    ['location', 'Location'],
    ['schedule', 'Schedule'],
    ['frequency', 'Frequency'],
    ['done_at', 'Done at'],
    ['done_by', 'Done by'],
    ['notes', 'Notes'],
  ],
  times: ['done_at'],
  sql: `select r.id, coalesce(l.name, 'All locations') location, s.name schedule, s.frequency, ${iso('r.done_at')} done_at, ${who('u')} done_by, r.notes,
      l.timezone time_zone
    from cleaning_run r join cleaning_schedule s on s.id = r.schedule_id left join location l on l.id = s.location_id
      left join "user" u on u.id = r.done_by_id
    where r.company_id = $1 and (s.location_id = any($2) or s.location_id is null) and r.done_at >= $3 and r.done_at < $4
    order by l.name nulls first, r.done_at, r.id`,
};

/** Training is a standing record: everyone working at the locations, with what has expired or expires soon, whatever the range. */
const training: PackRecordType = {
  file: 'training',
  title: 'Training status and expiries',
  columns: [
    ['id', 'Record'],
    ['person', 'Person'],
    ['training', 'Training'],
    ['type', 'Type'],
    ['status', 'Status'],
    ['completed', 'Completed'],
    ['expires', 'Expires'],
    ['expiry', 'Expiry'],
  ],
  sql: `select t.id, ${who('u')} person, t.training_name training, t.training_type "type", t.status,
      to_char(t.completed_date, 'YYYY-MM-DD') completed, to_char(t.expiry_date, 'YYYY-MM-DD') expires,
      case when t.expiry_date is null then '' when t.expiry_date < $4 then 'expired' when t.expiry_date < $4::timestamptz + interval '30 days' then 'expires within 30 days' else 'valid' end expiry
    from training_record t join "user" u on u.id = t.user_id
    where t.company_id = $1 and $3::timestamptz is not null
      and (t.location_id = any($2) or (t.location_id is null and (u.location_id = any($2)
        or exists (select 1 from user_location ul where ul.user_id = u.id and ul.location_id = any($2)))))
    order by person, t.expiry_date nulls last, t.id`,
};

const forms: PackRecordType = {
  file: 'forms',
  title: 'Forms',
  columns: [
    ['id', 'Form'],
    ['location', 'Location'],
    ['type', 'Type'],
    ['created_at', 'Created at'],
    ['status', 'Status'],
    ['submitted_by', 'Submitted by'],
    ['signed', 'Signed'],
    ['content', 'Content'],
    // Issue 35: after every column there was, so each keeps its place.
    ['version', 'Form version'],
  ],
  times: ['created_at'],
  // A company's own form shows its name; the version is the fields it was filled against (0: a built-in form's own).
  // A drawn signature field reads as [signature], as the Signed column does, not as its image's text.
  sql: `select f.id, l.name location, coalesce(ft.name, f.type) "type", coalesce(v.version, 0) version, ${iso('f.created_at')} created_at, f.status,
      ${who('u')} submitted_by, case when f.signature is null or f.signature = '' then 'no' else 'yes' end signed,
      (select coalesce(jsonb_object_agg(a.key, case when a.value::text like '"data:image/%' then '"[signature]"'::jsonb else a.value end), '{}')
        from jsonb_each(f.form_data::jsonb) a)::text content, l.timezone time_zone
    from digital_form f join location l on l.id = f.location_id left join "user" u on u.id = f.user_id
      left join form_template_version v on v.id = f.template_version_id
      left join form_template ft on ft.company_id = f.company_id and f.type = 'custom_' || ft.id
    where f.company_id = $1 and f.location_id = any($2) and f.created_at >= $3 and f.created_at < $4
    order by l.name, l.id, f.created_at, f.id`,
};

/**
 * Cooling, cooking and reheating logs started in the range: the batch, its probe readings in order,
 * the readings flagged as faster than food can cool (with why), and how it ended.
 */
const foodProcesses: PackRecordType = {
  file: 'food-processes',
  title: 'Cooling, cooking and reheating logs',
  columns: [
    ['id', 'Log'],
    ['location', 'Location'],
    ['kind', 'Process'],
    ['food', 'Food (quantity)'],
    ['started_at', 'Started at'],
    ['started_by', 'Started by'],
    ['readings', 'Probe readings °C'],
    ['finished_at', 'Finished at'],
    ['outcome', 'Outcome'],
    ['action', 'Corrective action'],
    ['flagged', 'Flagged readings'],
  ],
  times: ['started_at', 'finished_at'],
  localColumns: [['readings_local', 'Probe readings °C (local times)']],
  sql: `select p.id, l.name location, p.kind, concat(p.food_item, ' (', p.quantity, ')') food, ${iso('p.started_at')} started_at, ${who('u')} started_by,
      (select string_agg(concat(to_char(t.recorded_at at time zone 'UTC', 'HH24:MI'), ' ', t.temperature::text), '; ' order by t.recorded_at, t.id)
        from food_process_temperature t where t.process_id = p.id) readings,
      ${iso('p.finished_at')} finished_at, coalesce(p.outcome, 'open') outcome, p.corrective_action_id action,
      (select string_agg(concat(to_char(t.recorded_at at time zone l.timezone, 'HH24:MI'), ' ', t.temperature::text), '; ' order by t.recorded_at, t.id)
        from food_process_temperature t where t.process_id = p.id) readings_local,
      (select string_agg(t.implausible_reason, '; ' order by t.recorded_at, t.id)
        from food_process_temperature t where t.process_id = p.id and t.implausible_reason is not null) flagged, l.timezone time_zone
    from food_process p join location l on l.id = p.location_id left join "user" u on u.id = p.started_by_id
    where p.company_id = $1 and p.location_id = any($2) and p.started_at >= $3 and p.started_at < $4
    order by l.name, l.id, p.started_at, p.id`,
};

/** Issue 36: food discarded after corrective actions (a corrected disposition's entry no longer stands). */
const wasteLog: PackRecordType = {
  file: 'waste-log',
  title: 'Waste log',
  columns: [
    ['discarded_at', 'Discarded at'],
    ['location', 'Location'],
    ['food', 'Food'],
    ['quantity', 'Quantity'],
    ['unit', 'Unit'],
    ['reason', 'Reason'],
    ['action', 'Corrective action'],
  ],
  times: ['discarded_at'],
  numberColumns: ['quantity', 'action'],
  sql: `select ${iso('w.discarded_at')} discarded_at, l.name location, w.food, trim_scale(w.quantity)::text quantity, w.unit, w.reason, w.corrective_action_id action,
      l.timezone time_zone
    from waste_log_entry w join location l on l.id = w.location_id
    where w.company_id = $1 and w.location_id = any($2) and w.discarded_at >= $3 and w.discarded_at < $4 and ${standingWasteSql('w')}
    order by l.name, l.id, w.discarded_at, w.id`,
};

/** The CSV ZIP: every record type, one file each. */
export const CSV_RECORD_TYPES = [
  dailyTemperatures,
  readings,
  correctiveActions,
  checks,
  foodProcesses,
  calibrations,
  cleaning,
  training,
  forms,
  excursions,
  wasteLog,
];

/** The PDF's sections for each location: every reading would be unreadable on paper, so daily figures stand for them. */
export const PDF_LOCATION_SECTIONS = [dailyTemperatures, excursions, correctiveActions, checks, foodProcesses, calibrations, cleaning, forms, wasteLog];

/**
 * The records a period holds, counted before a pack is asked for (an empty period is said so, not
 * exported): training is a standing record whatever the range, and the daily figures restate the readings.
 */
export const PERIOD_RECORD_TYPES = [readings, correctiveActions, checks, foodProcesses, calibrations, cleaning, forms];

/** Training is per person, not per location: one section for the whole pack. */
export const PDF_PACK_SECTIONS = [training];

export const scopeParams = (scope: PackScope): unknown[] => [scope.companyId, scope.locationIds, scope.from, scope.to];
