import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { localPeriodStart } from '../../database/local-time.js';
import { InvalidInput, NotFound } from '../../errors.js';
import type { LiveEvents } from '../../events/live-events.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { ComplianceCheck } from '../compliance/compliance-check.entity.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { Company } from '../tenancy/company.entity.js';
import { Location } from '../tenancy/location.entity.js';
import { User } from '../tenancy/user.entity.js';
import { photoEvidenceFor } from '../uploads/photo-evidence.js';
import { scheduleEscalationCheck } from './action-escalation.js';
import { publishActionChange } from './action-events.js';
import { CorrectiveAction } from './corrective-action.entity.js';
import type { CorrectiveActionType, CreateCorrectiveActionInput } from './corrective-action.types.js';
import { toCorrectiveActionView } from './corrective-actions.service.js';

/**
 * A corrective action a person records (source manual): about a unit, a compliance check, or a
 * location. Its location comes from the unit or check; any id outside the viewer's reach is not
 * found. Audited; a critical one is escalated like an automatic one if nobody starts it in time.
 */
export async function createCorrectiveAction(
  em: EntityManager,
  viewer: Viewer,
  events: LiveEvents,
  input: CreateCorrectiveActionInput,
): Promise<CorrectiveActionType> {
  if (!input.description.trim()) throw new InvalidInput('Please describe the problem');
  const { equipment, check, location } = await concerned(em, viewer, input);
  if (input.dueDate && (await beforeLocalToday(em, input.dueDate, location.timezone))) throw new InvalidInput('The due date cannot be before today');
  const photos = await photoEvidenceFor(em, viewer, input.photoIds);
  const locationId = location.id;
  const action = await em.transactional(async (tx) => {
    const created = tx.create(CorrectiveAction, {
      company: tx.getReference(Company, location.company.id),
      location: tx.getReference(Location, locationId),
      equipment: equipment ? tx.getReference(Equipment, equipment) : null,
      complianceCheck: check ? tx.getReference(ComplianceCheck, check) : null,
      user: tx.getReference(User, viewer.userId),
      type: input.type,
      description: input.description.trim(),
      severity: input.severity,
      source: 'manual',
      dueDate: input.dueDate ?? null,
      photoEvidence: photos,
    });
    await tx.flush();
    recordAudit(tx, viewer, {
      companyId: created.company.id,
      entity: 'corrective_action',
      entityId: created.id,
      action: 'create',
      after: {
        type: created.type,
        severity: created.severity,
        description: created.description,
        equipmentId: equipment,
        complianceCheckId: check,
        locationId,
        photoEvidence: photos,
      },
    });
    await scheduleEscalationCheck(tx, created);
    await tx.flush();
    return created;
  });
  await em.populate(action, ['location', 'equipment']);
  const view = toCorrectiveActionView(action);
  publishActionChange(events, 'opened', view);
  return view;
}

/** The unit, check and location the action is about, each within the viewer's reach. */
async function concerned(em: EntityManager, viewer: Viewer, input: CreateCorrectiveActionInput) {
  let locationId = input.locationId ?? null;
  const within = (id: number) => {
    if (locationId !== null && locationId !== id) throw new InvalidInput('The unit, check and location must be at the same location');
    locationId = id;
  };
  if (input.equipmentId != null) {
    const unit = await em.findOne(Equipment, { id: input.equipmentId, location: { $in: viewer.locationIds } });
    if (!unit) throw new NotFound('Equipment');
    within(unit.location.id);
  }
  if (input.complianceCheckId != null) {
    const check = await em.findOne(ComplianceCheck, { id: input.complianceCheckId, location: { $in: viewer.locationIds } });
    if (!check) throw new NotFound('Compliance check');
    within(check.location.id);
  }
  if (locationId === null) throw new InvalidInput('Name the unit, the check or the location the action is about');
  const location = await findReachableLocation(em, viewer, locationId);
  return { equipment: input.equipmentId ?? null, check: input.complianceCheckId ?? null, location };
}

/** Issue 30: a due date is a day at the site, so "today" is the location's own (its time zone), whatever the server's clock says. */
async function beforeLocalToday(em: EntityManager, due: Date, timezone: string): Promise<boolean> {
  const { rows } = await sql<{ past: boolean }>`select ${due}::timestamptz < ${localPeriodStart('day', timezone)} past`.execute(em.getKysely());
  return rows[0].past;
}
