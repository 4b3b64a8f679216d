import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { rowsOf } from '../../database/sql.js';
import { InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { answersOf } from '../compliance/check-items.js';
import { ComplianceCheck } from '../compliance/compliance-check.entity.js';
import { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import { excursionsFrom } from '../evidence/evidence-figures.js';
import type { HaccpCcpCoverageType, HaccpUnitCoverageType } from './haccp-coverage.types.js';
import { type LimitConfig, limitConfigOf, liveLimit } from './haccp-limits.js';
import { readablePlan } from './haccp-plan-scope.js';
import { HaccpPlanVersion } from './haccp-plan-version.entity.js';
import { type LimitLink, type PlanStep, stepLabel } from './haccp-steps.js';

export interface Period {
  from: Date;
  to: Date;
}

type Figures = Pick<HaccpCcpCoverageType, 'expected' | 'recorded' | 'excursions' | 'withAction' | 'units'>;

/** The viewer's view of a plan's coverage: a site plan its site, a company plan the company's sites the viewer reaches. */
export async function haccpCoverage(em: EntityManager, viewer: Viewer, planId: number, period: Period): Promise<HaccpCcpCoverageType[]> {
  if (!(period.from < period.to)) throw new InvalidInput('The period must end after it starts');
  if (period.to.getTime() - period.from.getTime() > 400 * 86_400_000) throw new InvalidInput('A coverage period is at most 400 days');
  const plan = await readablePlan(em, viewer, planId);
  const version = await coveredVersion(em, plan.id);
  if (!version) return [];
  const locationIds = plan.location ? [plan.location.id] : viewer.locationIds;
  return coverageOf(em, version.steps, plan.company.id, locationIds, period);
}

/** The version whose CCPs are measured: the one in force, else the newest draft. */
export async function coveredVersion(em: EntityManager, planId: number): Promise<HaccpPlanVersion | null> {
  return (
    (await em.findOne(HaccpPlanVersion, { plan: planId, signedAt: { $ne: null } }, { orderBy: { version: 'desc' } })) ??
    (await em.findOne(HaccpPlanVersion, { plan: planId }, { orderBy: { version: 'desc' } }))
  );
}

/** Each CCP of the steps, over the period, at these locations of the company. */
export async function coverageOf(
  em: EntityManager,
  steps: PlanStep[],
  companyId: number,
  locationIds: number[],
  period: Period,
): Promise<HaccpCcpCoverageType[]> {
  const config = await limitConfigOf(em, companyId);
  const rows: HaccpCcpCoverageType[] = [];
  for (const step of steps) {
    for (const ccp of step.ccps) {
      const figures = await figuresOf(em, ccp.limit, { companyId, locationIds, config, period });
      const percent = figures.expected ? Math.round((figures.recorded / figures.expected) * 1000) / 10 : null;
      rows.push({
        step: step.step,
        label: stepLabel(step.step),
        kind: ccp.limit.kind,
        limit: liveLimit(ccp.limit, config),
        coveragePercent: percent,
        ...figures,
      });
    }
  }
  return rows;
}

interface Scope {
  companyId: number;
  locationIds: number[];
  config: LimitConfig;
  period: Period;
}

function figuresOf(em: EntityManager, link: LimitLink, scope: Scope): Promise<Figures> {
  if (link.kind === 'equipment_band') return bandFigures(em, link.equipmentType, scope);
  if (link.kind === 'process_rule') return processFigures(em, link.processKind, scope);
  return itemFigures(em, link.templateId, link.item, scope);
}

interface UnitRow {
  equipment_id: number;
  unit: string;
  location_name: string;
  expected: number | null;
  received: number;
}

/**
 * Readings expected per unit: one per reading interval (the unit's own, else its type's preset:
 * what the missed-readings rule watches) over the part of the period the unit existed and that has
 * passed. Received: readings taken in the period (a correction is not a second reading).
 * Excursions: the ONE evidence rule's (evidence/evidence-figures.ts), with their actions.
 */
async function bandFigures(em: EntityManager, type: string, { companyId, locationIds, config, period }: Scope): Promise<Figures> {
  const presetInterval = config.presets.find((p) => p.type === type)?.readingIntervalMinutes ?? null;
  const units = await rowsOf<UnitRow>(
    em,
    sql`select e.id as equipment_id, e.name as unit, l.name as location_name,
               case when coalesce(e.reading_interval_minutes, ${presetInterval}::int) is null then null
                    else greatest(0, floor(extract(epoch from least(${period.to}::timestamptz, now()) - greatest(${period.from}::timestamptz, e.created_at)) / 60
                                           / coalesce(e.reading_interval_minutes, ${presetInterval}::int)))::int end as expected,
               (select count(*)::int from temperature_reading r
                where r.equipment_id = e.id and r.corrects_id is null and r.recorded_at >= ${period.from} and r.recorded_at < ${period.to}) as received
        from equipment e join location l on l.id = e.location_id
        where e.company_id = ${companyId} and e.location_id = any(${locationIds}::int[]) and e.type = ${type} and e.is_active
          and e.created_at < ${period.to}
        order by l.id, e.id`,
  );
  const excursions = units.length ? await excursionsFrom(em, { unitIds: units.map((u) => u.equipment_id), ...period }) : [];
  const unitViews: HaccpUnitCoverageType[] = units.map((u) => ({
    equipmentId: u.equipment_id,
    unit: u.unit,
    locationName: u.location_name,
    expected: u.expected,
    received: u.received,
    excursions: excursions.filter((x) => x.equipment_id === u.equipment_id).length,
  }));
  const expecting = unitViews.filter((u) => u.expected !== null);
  return {
    expected: expecting.length ? expecting.reduce((sum, u) => sum + (u.expected ?? 0), 0) : null,
    recorded: unitViews.reduce((sum, u) => sum + u.received, 0),
    excursions: excursions.length,
    withAction: excursions.filter((x) => x.action_id !== null).length,
    units: unitViews,
  };
}

/** Batches of the process started in the period: recorded = finished with every stage on time; excursions = a stage missed. */
async function processFigures(em: EntityManager, kind: string, { companyId, locationIds, period }: Scope): Promise<Figures> {
  const [row] = await rowsOf<{ started: number; on_time: number; missed: number; with_action: number }>(
    em,
    sql`select count(*)::int as started, count(*) filter (where outcome = 'complete')::int as on_time,
               count(*) filter (where outcome = 'missed')::int as missed,
               count(*) filter (where outcome = 'missed' and corrective_action_id is not null)::int as with_action
        from food_process
        where company_id = ${companyId} and location_id = any(${locationIds}::int[]) and kind = ${kind}
          and started_at >= ${period.from} and started_at < ${period.to}`,
  );
  return { expected: row.started, recorded: row.on_time, excursions: row.missed, withAction: row.with_action, units: [] };
}

/** The template's checks due in the period: recorded = completed with the item answered; excursions = the item failed. */
async function itemFigures(em: EntityManager, templateId: number, item: string, { companyId, locationIds, period }: Scope): Promise<Figures> {
  const checks = await em.find(
    ComplianceCheck,
    {
      company: companyId,
      location: { $in: locationIds },
      template: templateId,
      $or: [{ dueDate: { $gte: period.from, $lt: period.to } }, { dueDate: null, createdAt: { $gte: period.from, $lt: period.to } }],
    },
    { populate: ['template'] },
  );
  const answered = checks.map((check) => ({ check, answer: answersOf(check).find((a) => a.description === item) }));
  const failed = answered.filter(({ answer }) => answer?.result === 'fail').map(({ check }) => check.id);
  const withAction = failed.length ? await em.count(CorrectiveAction, { complianceCheck: { $in: failed }, checkItem: item }) : 0;
  return {
    expected: checks.length,
    recorded: answered.filter(({ check, answer }) => check.status === 'completed' && answer?.result != null).length,
    excursions: failed.length,
    withAction,
    units: [],
  };
}
