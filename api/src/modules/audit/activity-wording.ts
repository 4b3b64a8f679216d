/** One audit event as Recent Activity needs it to say what happened. */
export interface ActivityFacts {
  actorName: string | null;
  entity: string;
  entityId: string;
  action: string;
  /** For one temperature reading: the unit's name and the value. */
  equipmentName: string | null;
  temperature: number | null;
  readingCount: number | null;
}

/** Past tense of the audit trail's action words; any other word is shown as written, underscores as spaces. */
const PAST: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  record: 'recorded',
  record_batch: 'recorded',
  correct: 'corrected',
  complete: 'completed',
  start: 'started',
  open: 'opened',
  resolve: 'resolved',
  escalate: 'escalated',
  save: 'saved',
  save_progress: 'saved progress on',
  revoke: 'revoked',
  retire: 'retired',
  found_company: 'founded',
  seed: 'added',
  supersede: 'superseded',
  use: 'used',
  register: 'registered',
  // Issue 36: a corrective action's owner, root cause, food disposition and sign-off.
  assign: 'assigned',
  record_root_cause: 'recorded the root cause of',
  record_disposition: 'recorded what was done with the food of',
  sign_off: 'signed off',
};

const words = (name: string) => name.replaceAll('_', ' ');

/** "Sam Cook recorded 3.2 °C on Walk-in Fridge": who did what, in words; the system when no person did. */
export function describeActivity(facts: ActivityFacts): string {
  const who = facts.actorName ?? 'System';
  const did = PAST[facts.action] ?? words(facts.action);
  if (facts.entity === 'temperature_reading') {
    if (facts.readingCount !== null) return `${who} ${did} ${facts.readingCount} readings`;
    if (facts.temperature !== null && facts.equipmentName) return `${who} ${did} ${facts.temperature} °C on ${facts.equipmentName}`;
  }
  if (facts.entity === 'user' && facts.action === 'found_company') return `${who} ${did} the company`;
  return `${who} ${did} ${words(facts.entity)} #${facts.entityId}`;
}
