import type { EntityManager } from '@mikro-orm/postgresql';
import { formatLocalDateTime } from '../../database/local-time.js';
import type { CorrectiveAction } from '../corrective-actions/corrective-action.entity.js';
import { settingsOf } from '../settings/settings.service.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { crossedLimit } from '../temperature/excursion-rule/out-of-range.js';
import { type ExcursionFacts, excursionFacts } from '../temperature/excursion-rule/severity.js';
import { alertKindOf, guidanceFor } from './alert-guidance.js';
import { celsius, minutesText } from './alert-wording.js';
import { excursionReadings } from './excursion-readings.js';

/** What one notification says, whatever channel carries it. */
export interface AlertText {
  subject: string;
  body: string;
}

/**
 * The words of an alert or escalation, as the e-mail's plain-text part gives them (its HTML part
 * shows the same lines): what was found, where, the unit's reading against its limit and for how
 * long, when on the site's own clock and in which time zone, and what to do.
 */
export async function alertText(em: EntityManager, action: CorrectiveAction, reason: 'alert' | 'escalation'): Promise<AlertText> {
  const clock = await siteClock(em, action);
  const excursion = await excursionOf(em, action);
  const where = action.location?.name ? ` at ${action.location.name}` : '';
  const lead = reason === 'escalation' ? 'ESCALATED: critical action not started' : `${capitalise(action.severity)} corrective action`;
  const body = [
    reason === 'escalation'
      ? `Critical corrective action #${action.id} has not been started in time and is escalated to you.`
      : `Corrective action #${action.id} was opened.`,
    '',
    action.description,
    '',
    `Location: ${action.location?.name ?? '—'}`,
    ...(action.equipment ? [`Unit: ${excursion?.unitName ?? (await unitName(em, action))}`] : []),
    ...(excursion ? excursionLines(excursion) : []),
    `Severity: ${action.severity}`,
    `Opened: ${clock.format(action.createdAt)}`,
    `Time zone: ${clock.timeZone}`,
    '',
    `What to do: ${guidanceFor(alertKindOf(action, excursion))}`,
  ];
  return { subject: `${lead} #${action.id}${where}`, body: body.join('\n') };
}

/** The word to the others who were alerted once someone has it: "Acknowledged by Sam Cook at 27/11/2026 02:14 GMT". */
export async function acknowledgedText(em: EntityManager, action: CorrectiveAction, byName: string, at: Date): Promise<AlertText> {
  const clock = await siteClock(em, action);
  const where = action.location?.name ? ` at ${action.location.name}` : '';
  const body = [
    `${acknowledgedLine(byName, clock.format(at))} Corrective action #${action.id}${where} is being dealt with; it is not resolved yet.`,
    '',
    action.description,
    '',
    `Location: ${action.location?.name ?? '—'}`,
    `Severity: ${action.severity}`,
    `Time zone: ${clock.timeZone}`,
  ];
  return { subject: `Acknowledged: corrective action #${action.id}${where}`, body: body.join('\n') };
}

/** Issue 36: the word to an action's new owner: what it is, who gave it to them and by when. */
export async function assignedText(em: EntityManager, action: CorrectiveAction, byName: string): Promise<AlertText> {
  const clock = await siteClock(em, action);
  const where = action.location?.name ? ` at ${action.location.name}` : '';
  const body = [
    `Corrective action #${action.id}${where} was assigned to you by ${byName}.`,
    '',
    action.description,
    '',
    `Location: ${action.location?.name ?? '—'}`,
    `Severity: ${action.severity}`,
    ...(action.dueDate ? [`Due: ${clock.format(action.dueDate)}`] : []),
    `Time zone: ${clock.timeZone}`,
  ];
  return { subject: `Assigned to you: corrective action #${action.id}${where}`, body: body.join('\n') };
}

export const acknowledgedLine = (byName: string, at: string): string => `Acknowledged by ${byName} at ${at}.`;

/** The site's clock: the location's time zone (else the company's), in the company's date format. */
export async function siteClock(em: EntityManager, action: CorrectiveAction): Promise<{ timeZone: string; format: (at: Date) => string }> {
  const { general } = await settingsOf(em, action.company.id);
  const timeZone = action.location?.timezone ?? general.timezone;
  return { timeZone, format: (at) => formatLocalDateTime(at, timeZone, general.dateFormat) };
}

function excursionLines({ latest, bounds, minutes }: ExcursionFacts): string[] {
  const { side, limit } = crossedLimit(latest, bounds);
  return [`Reading: ${celsius(latest)}`, `Limit: ${celsius(limit)} (${side === 'above' ? 'maximum' : 'minimum'})`, `Out of range for: ${minutesText(minutes)}`];
}

/** The excursion as it stands now (an escalation reports how long it has lasted by then); null for other actions. */
async function excursionOf(em: EntityManager, action: CorrectiveAction): Promise<ExcursionFacts | null> {
  if (!action.excursionStartedAt || !action.equipment) return null;
  const unit = await em.findOne(Equipment, action.equipment.id);
  if (!unit) return null;
  const readings = await excursionReadings(em, unit, action.excursionStartedAt);
  return readings.length ? excursionFacts(unit, readings, action.excursionStartedAt, new Date()) : null;
}

const unitName = async (em: EntityManager, action: CorrectiveAction): Promise<string> => (await em.findOne(Equipment, action.equipment!.id))?.name ?? '—';

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
