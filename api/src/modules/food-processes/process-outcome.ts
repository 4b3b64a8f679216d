import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppServices } from '../../services.js';
import { notify } from '../alerts/notifications.service.js';
import { alertRecipients } from '../alerts/recipients.js';
import { recordAudit } from '../audit/audit.service.js';
import { openAutomaticAction } from '../corrective-actions/automatic-actions.js';
import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import { settingsOf } from '../settings/settings.service.js';
import type { FoodProcess } from './food-process.entity.js';
import { localClock, progressOf } from './process-state.js';
import type { FoodProcessTemperature } from './process-temperature.entity.js';

/**
 * Seals a process (locked by the caller) that is over: complete when every stage passed in time,
 * missed when one did not — then ONE critical temperature_alert action says what must happen to
 * the food, and the location's managers and the starter hear of it. Returns the action opened.
 */
export async function sealIfOver(
  em: EntityManager,
  services: AppServices,
  process: FoodProcess,
  temperatures: FoodProcessTemperature[],
  now: Date,
): Promise<CorrectiveAction | null> {
  if (process.finishedAt) return null;
  const entries = temperatures.map((t) => ({ temperature: Number(t.temperature), recordedAt: t.recordedAt }));
  const progress = progressOf(process.kind, process.startedAt, process.stages, entries, now);
  if (progress.state !== 'complete' && progress.state !== 'missed') return null;
  const missedStage = progress.stages.findIndex((s) => s.state === 'missed');
  let action: CorrectiveAction | null = null;
  if (missedStage !== -1) {
    await em.populate(process, ['location']);
    const { general, processRules } = await settingsOf(em, process.company.id);
    const reheatC = processRules.find((r) => r.kind === 'reheating')!.stages[0].targetC;
    const deadline = localClock(progress.stages[missedStage].deadline, process.location.timezone, general.dateFormat);
    const facts = { process, stage: missedStage, deadline, degrees: (c: number) => degrees(c, general.temperatureUnit), reheatC };
    action = await openAutomaticAction(em, {
      companyId: process.company.id,
      locationId: process.location.id,
      equipmentId: process.equipment?.id ?? null,
      type: 'temperature_alert',
      severity: 'critical',
      description: whatMustHappen(facts),
    });
  }
  Object.assign(process, {
    finishedAt: now,
    outcome: missedStage === -1 ? 'complete' : 'missed',
    missedStage: missedStage === -1 ? null : missedStage,
    correctiveAction: action,
  });
  recordAudit(em, null, {
    companyId: process.company.id,
    entity: 'food_process',
    entityId: process.id,
    action: missedStage === -1 ? 'complete' : 'miss',
    after: { outcome: process.outcome, missedStage: process.missedStage, correctiveActionId: action?.id ?? null },
  });
  if (action) await notify(em, services, action, await alertRecipients(em, action, process.location.id, process.startedBy.id), 'alert');
  await em.flush();
  return action;
}

interface MissFacts {
  process: FoodProcess;
  stage: number;
  deadline: string;
  degrees: (celsius: number) => string;
  reheatC: number;
}

/** The corrective action's words: what was missed, and what must now happen to the food (FOOD-SAFETY.md). */
function whatMustHappen({ process, stage, deadline, degrees, reheatC }: MissFacts): string {
  const rule = process.stages[stage];
  const batch = `${process.foodItem} (${process.quantity})`;
  if (process.kind === 'cooling') {
    return `Cooling of ${batch} missed stage ${stage + 1}: not at or below ${degrees(rule.targetC)} by ${deadline}. Reheat it to ${degrees(reheatC)} and restart cooling, or discard it.`;
  }
  const verb = process.kind === 'cooking' ? 'Cooking' : 'Reheating';
  return `${verb} of ${batch} did not reach a core ${degrees(rule.targetC)} by ${deadline}. Do not serve it: reheat it to ${degrees(reheatC)} now and log it again, or discard it.`;
}

function degrees(celsius: number, unit: 'celsius' | 'fahrenheit'): string {
  return unit === 'fahrenheit' ? `${Math.round((celsius * 9) / 5 + 32)} °F` : `${Math.round(celsius * 10) / 10} °C`;
}
