import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { ChainHead } from '../audit/audit-chain.js';

interface Line {
  location: string;
  text: string;
}

/** What one company's daily summary reports. */
export interface SummaryFacts {
  /** Temperature alerts opened on the day before (the company's local day). */
  excursions: Line[];
  /** Checks overdue now, not yet completed. */
  overdueChecks: Line[];
  /** Actions not resolved yet, most severe first. */
  openActions: (Line & { severity: string })[];
}

/** The day before `day` runs from its local midnight to `day`'s, in the company's time zone. */
export async function summaryFacts(em: EntityManager, companyId: number, day: string, timeZone: string): Promise<SummaryFacts> {
  const db = em.getKysely();
  const excursions = await sql<Line>`
    select l.name as location, a.description as text from corrective_action a join location l on l.id = a.location_id
    where a.company_id = ${companyId} and a.type = 'temperature_alert'
      and a.created_at >= ((${day}::date - 1)::timestamp at time zone ${timeZone}) and a.created_at < (${day}::date::timestamp at time zone ${timeZone})
    order by a.created_at, a.id`.execute(db);
  const overdueChecks = await sql<Line>`
    select l.name as location, coalesce(t.name, 'Compliance Check') as text
    from compliance_check c join location l on l.id = c.location_id left join compliance_check_template t on t.id = c.template_id
    where c.company_id = ${companyId} and c.status = 'overdue' order by c.overdue_after, c.id`.execute(db);
  const openActions = await sql<Line & { severity: string }>`
    select l.name as location, '#' || a.id || ' ' || a.description as text, a.severity from corrective_action a left join location l on l.id = a.location_id
    where a.company_id = ${companyId} and a.status <> 'resolved'
    order by array_position(array['critical', 'high', 'medium', 'low'], a.severity::text), a.created_at, a.id`.execute(db);
  return { excursions: excursions.rows, overdueChecks: overdueChecks.rows, openActions: openActions.rows };
}

/** Lists shown in full up to this many lines; the rest are counted. */
const LIST_LIMIT = 50;

/** The summary's plain text: each section with its count and lines, then the audit chain's head to keep. */
export function summaryText(companyName: string, day: string, timeZone: string, facts: SummaryFacts, head: ChainHead | null): string {
  const section = (title: string, lines: string[]) => [
    `${title}: ${lines.length}`,
    ...lines.slice(0, LIST_LIMIT).map((line) => `- ${line}`),
    ...(lines.length > LIST_LIMIT ? [`- … and ${lines.length - LIST_LIMIT} more`] : []),
    '',
  ];
  const where = ({ location, text }: Line) => `${location ?? '—'}: ${text}`;
  return [
    `Daily summary for ${companyName} on ${day} (${timeZone}).`,
    '',
    ...section('Temperature excursions yesterday', facts.excursions.map(where)),
    ...section('Overdue checks', facts.overdueChecks.map(where)),
    ...section(
      'Open corrective actions',
      facts.openActions.map((a) => `${a.severity}: ${where(a)}`),
    ),
    ...(head
      ? [
          'Audit chain head (keep this e-mail: it is a copy of your audit chain kept outside our database):',
          `Sequence number: ${head.seq}`,
          `SHA-256 hash: ${head.hash}`,
          `To check a due-diligence pack against it: node verify-pack.mjs pack-folder/ --anchor ${head.seq}:${head.hash}`,
        ]
      : ['The audit chain has no events yet.']),
  ].join('\n');
}
