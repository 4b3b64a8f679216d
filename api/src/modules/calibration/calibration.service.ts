import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { NotFound } from '../../errors.js';
import { canReachLocation, type Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { openAutomaticAction } from '../corrective-actions/automatic-actions.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { User } from '../tenancy/user.entity.js';
import type { ProbeCalibrationType, ProbeDueType, RecordProbeCalibrationInput } from './calibration.types.js';
import { CALIBRATION_INTERVAL_DAYS, CALIBRATION_TOLERANCE, calibrationVariance, isWithinTolerance } from './calibration-rules.js';
import { ProbeCalibration } from './probe-calibration.entity.js';

const HISTORY_LIMIT = 200;

/**
 * Records a calibration with its variance and verdict computed here. Out of tolerance, the probe must
 * come out of use (FOOD-SAFETY.md): an equipment_failure action opens in the same transaction, once,
 * because each calibration is recorded once.
 */
export async function recordProbeCalibration(em: EntityManager, viewer: Viewer, input: RecordProbeCalibrationInput): Promise<ProbeCalibrationType> {
  const unit = await em.findOne(Equipment, { id: input.equipmentId, isActive: true }, { populate: ['location'] });
  if (!unit || !canReachLocation(viewer, unit.location.id)) throw new NotFound('Equipment');
  const variance = calibrationVariance(input.referenceTemp, input.actualTemp);
  const within = isWithinTolerance(variance);
  const saved = await em.transactional(async (tx) => {
    const calibration = tx.create(ProbeCalibration, {
      company: unit.company,
      equipment: unit,
      user: tx.getReference(User, viewer.userId),
      referenceTemp: input.referenceTemp,
      actualTemp: input.actualTemp,
      variance,
      isWithinTolerance: within,
      notes: input.notes?.trim() || null,
    });
    await tx.flush();
    const after = { equipmentId: unit.id, referenceTemp: input.referenceTemp, actualTemp: input.actualTemp, variance, isWithinTolerance: within };
    recordAudit(tx, viewer, { companyId: unit.company.id, entity: 'probe_calibration', entityId: calibration.id, action: 'record', after });
    if (!within) {
      await openAutomaticAction(tx, {
        companyId: unit.company.id,
        locationId: unit.location.id,
        equipmentId: unit.id,
        type: 'equipment_failure',
        severity: 'high',
        description: `${unit.name} failed calibration: read ${input.actualTemp} °C at the ${input.referenceTemp} °C reference (variance ${variance} °C, tolerance ±${CALIBRATION_TOLERANCE} °C). Take the probe out of use.`,
      });
    }
    await tx.flush();
    return calibration;
  });
  await em.populate(saved, ['user']);
  return toView(saved, unit.name);
}

/** The location's calibrations, newest first (each probe's history is its rows here). */
export async function probeCalibrations(em: EntityManager, viewer: Viewer, locationId: number): Promise<ProbeCalibrationType[]> {
  const location = await findReachableLocation(em, viewer, locationId);
  const rows = await em.find(
    ProbeCalibration,
    { equipment: { location } },
    { populate: ['equipment', 'user'], orderBy: { calibratedAt: 'desc', id: 'desc' }, limit: HISTORY_LIMIT },
  );
  return rows.map((row) => toView(row, row.equipment.name));
}

/** Active units at the location with no calibration in the last CALIBRATION_INTERVAL_DAYS, never-calibrated first. */
export async function probesDueForCalibration(em: EntityManager, viewer: Viewer, locationId: number): Promise<ProbeDueType[]> {
  const location = await findReachableLocation(em, viewer, locationId);
  // Raw rows keep timestamptz as PostgreSQL's text.
  const { rows } = await sql<{ equipment_id: number; equipment_name: string; last_calibrated_at: string | null }>`
    select e.id as equipment_id, e.name as equipment_name, max(p.calibrated_at) as last_calibrated_at
    from equipment e left join probe_calibration p on p.equipment_id = e.id
    where e.location_id = ${location.id} and e.is_active
    group by e.id, e.name
    having max(p.calibrated_at) is null or max(p.calibrated_at) < now() - make_interval(days => ${CALIBRATION_INTERVAL_DAYS})
    order by max(p.calibrated_at) asc nulls first, e.name`.execute(em.getKysely());
  return rows.map((row) => ({
    equipmentId: row.equipment_id,
    equipmentName: row.equipment_name,
    lastCalibratedAt: row.last_calibrated_at === null ? null : new Date(row.last_calibrated_at),
  }));
}

function toView(row: ProbeCalibration, equipmentName: string): ProbeCalibrationType {
  return {
    id: row.id,
    equipmentId: row.equipment.id,
    equipmentName,
    referenceTemp: Number(row.referenceTemp),
    actualTemp: Number(row.actualTemp),
    variance: Number(row.variance),
    isWithinTolerance: row.isWithinTolerance,
    notes: row.notes ?? null,
    calibratedBy: row.user.fullName,
    calibratedAt: row.calibratedAt,
  };
}
