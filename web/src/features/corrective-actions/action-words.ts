import type { ActionVerificationFieldsFragment } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { formatTemperature } from '../../lib/format/temperature';

/** The kinds of action a person records (the API's 'other' is kept for integrations). */
export const ACTION_TYPE_OPTIONS = [
  { value: 'temperature_alert', label: 'Temperature Alert' },
  { value: 'equipment_failure', label: 'Equipment Failure' },
  { value: 'compliance_issue', label: 'Compliance Issue' },
] as const;

export const SEVERITY_OPTIONS = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'critical', label: 'Critical' },
] as const;

/** An audit step of an action, as a sentence's verb; the API names the step, the actor and the time. */
const STEP_WORDS: Record<string, string> = {
  open: 'Opened by the alert engine',
  create: 'Recorded',
  escalate: 'Escalated',
  acknowledge: 'Acknowledged',
  start: 'Started',
  complete: 'Resolved',
  assign: 'Assigned',
  record_root_cause: 'Root cause recorded',
  record_disposition: 'Food disposition recorded',
  sign_off: 'Signed off',
};

export function stepWords(action: string, actorName: string | null): string {
  const verb = STEP_WORDS[action] ?? action;
  return actorName ? `${verb} by ${actorName}` : verb;
}

/** How a resolved action's fix was verified (issue 30): the reading relied on, or the override and its reason. */
export function verificationWords(v: ActionVerificationFieldsFragment): string {
  const who = v.verifiedByName ? ` by ${v.verifiedByName}` : '';
  if (v.method === 'override') return `Verification overridden${who}: ${v.overrideReason}`;
  const reading = v.temperature === null ? 'a reading' : formatTemperature(v.temperature);
  const source = v.readingId === null ? 'probe reading of the food' : `reading #${v.readingId}`;
  return `Verified${who}: ${reading} (${source}${v.recordedAt ? `, ${formatDateTime(v.recordedAt)}` : ''})`;
}
