import type { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInput, NotFound } from '../../../errors.js';
import type { Viewer } from '../../../viewer.js';
import { recordAudit } from '../../audit/audit.service.js';
import { Company } from '../../tenancy/company.entity.js';
import { Location } from '../../tenancy/location.entity.js';
import { User } from '../../tenancy/user.entity.js';
import { CorrectiveAction } from '../corrective-action.entity.js';
import { findReachableAction } from '../corrective-actions.service.js';
import { exposureOf } from './exposure.js';
import { type DispositionDecision, FoodDisposition, type QuantityUnit } from './food-disposition.entity.js';
import { WasteLogEntry } from './waste-log-entry.entity.js';

export interface DispositionInput {
  actionId: number;
  food: string;
  quantity?: number | null;
  unit: QuantityUnit;
  decision: DispositionDecision;
  useWithinHours?: number | null;
  reason?: string | null;
  /** The earlier row of the same action this one corrects. */
  correctsId?: number | null;
}

/**
 * What was done with one food after a temperature or food-process action (issue 36). Append-only:
 * a correction is a new row naming the one it corrects. A "kept" decision keeps the time rule shown
 * with the exposure; when the exposure exceeded it, only with a reason. Discarded food is written
 * to the waste log in the same transaction. Audited.
 */
export async function recordFoodDisposition(em: EntityManager, viewer: Viewer, input: DispositionInput): Promise<FoodDisposition> {
  const action = await findReachableAction(em, viewer, input.actionId);
  if (action.type !== 'temperature_alert') throw new InvalidInput('Only temperature and food process actions record what was done with the food');
  if (action.closedAt) throw new InvalidInput('This action is closed');
  const food = input.food.trim();
  if (!food) throw new InvalidInput('Please name the food');
  if (input.quantity == null || !(input.quantity > 0)) throw new InvalidInput('Please give the quantity of food (more than 0)');
  const reason = input.reason?.trim() || null;
  const hours = decisionHours(input);
  const corrects = await correctedRow(em, action, input.correctsId);
  const kept = await keptBasis(em, action, input.decision, reason);
  if (input.decision === 'discarded' && !reason) throw new InvalidInput('Please give the reason the food was discarded');
  return em.transactional(async (tx) => {
    const company = tx.getReference(Company, action.company.id);
    const correctiveAction = tx.getReference(CorrectiveAction, action.id);
    const row = tx.create(FoodDisposition, {
      company,
      correctiveAction,
      food,
      quantity: String(input.quantity),
      unit: input.unit,
      decision: input.decision,
      useWithinHours: hours,
      reason,
      ruleBasis: kept?.ruleBasis ?? null,
      exceededRule: kept?.exceeded ?? false,
      corrects: corrects ? tx.getReference(FoodDisposition, corrects.id) : null,
      recordedBy: await tx.findOneOrFail(User, viewer.userId),
    });
    await tx.flush();
    if (input.decision === 'discarded') {
      if (!action.location) throw new InvalidInput('The action names no site for the waste log');
      const location = tx.getReference(Location, action.location.id);
      tx.create(WasteLogEntry, { company, location, correctiveAction, foodDisposition: row, food, quantity: row.quantity, unit: row.unit, reason: reason! });
    }
    recordAudit(tx, viewer, {
      companyId: action.company.id,
      entity: 'corrective_action',
      entityId: action.id,
      action: 'record_disposition',
      after: {
        dispositionId: row.id,
        food,
        quantity: input.quantity,
        unit: input.unit,
        decision: input.decision,
        useWithinHours: hours,
        reason,
        correctsId: corrects?.id ?? null,
      },
    });
    await tx.flush();
    return row;
  });
}

/** The action's dispositions, oldest first, each with whether a later row corrected it. */
export async function dispositionsOf(em: EntityManager, viewer: Viewer, actionId: number): Promise<FoodDisposition[]> {
  const action = await findReachableAction(em, viewer, actionId);
  return em.find(FoodDisposition, { correctiveAction: action.id }, { populate: ['recordedBy'], orderBy: { recordedAt: 'asc', id: 'asc' } });
}

function decisionHours({ decision, useWithinHours }: DispositionInput): number | null {
  if (decision !== 'use_within_hours') {
    if (useWithinHours != null) throw new InvalidInput('Only a "use within hours" decision takes a number of hours');
    return null;
  }
  if (useWithinHours == null || !Number.isInteger(useWithinHours) || useWithinHours < 1 || useWithinHours > 72)
    throw new InvalidInput('Please give the number of hours the food must be used within (1 to 72)');
  return useWithinHours;
}

/** A correction names a row of the same action that nothing has corrected yet. */
async function correctedRow(em: EntityManager, action: CorrectiveAction, id: number | null | undefined): Promise<FoodDisposition | null> {
  if (id == null) return null;
  const row = await em.findOne(FoodDisposition, { id, correctiveAction: action.id });
  if (!row) throw new NotFound('Food disposition');
  if (await em.count(FoodDisposition, { corrects: row.id })) throw new InvalidInput('That disposition was already corrected: correct the latest one');
  return row;
}

/**
 * A "kept" decision keeps the time rule that allowed it, as shown with the exposure. Informing, not
 * deciding: over the rule it may still be kept, but only with the reason why.
 */
async function keptBasis(em: EntityManager, action: CorrectiveAction, decision: DispositionDecision, reason: string | null) {
  if (decision !== 'kept_within_limits') return null;
  const exposure = await exposureOf(em, action);
  if (!exposure) return { ruleBasis: null, exceeded: false };
  const measured = `${exposure.minutesAboveRule} min above ${exposure.rule.thresholdLabel}`;
  if (exposure.exceedsRule && !reason)
    throw new InvalidInput(`The food was out of temperature control for longer than the rule allows (${measured}): give the reason it is kept`);
  return { ruleBasis: `${exposure.rule.text} Exposure: ${measured}.`, exceeded: exposure.exceedsRule };
}
