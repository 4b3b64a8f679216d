import type pg from 'pg';

/** The newest event of a company's audit trail, as a pack states it so a later check can find it unchanged. */
export interface AuditChainHead {
  eventId: number | null;
  occurredAt: Date | null;
  /** Label → value, as printed. */
  lines: [string, string][];
}

/**
 * The head of a company's audit trail. Until the trail is hash-chained (sequence number and
 * SHA-256 per event), the head is the latest event's id and time: a later verification finds that
 * event and checks everything before it.
 */
export async function auditChainHead(db: Pick<pg.PoolClient, 'query'>, companyId: number): Promise<AuditChainHead> {
  const { rows } = await db.query<{ id: number; occurred_at: Date }>('select id, occurred_at from audit_event where company_id = $1 order by id desc limit 1', [
    companyId,
  ]);
  const head = rows[0];
  if (!head) return { eventId: null, occurredAt: null, lines: [['Audit events', 'none yet']] };
  return {
    eventId: head.id,
    occurredAt: head.occurred_at,
    lines: [
      ['Latest audit event id', String(head.id)],
      ['Recorded at', head.occurred_at.toISOString()],
    ],
  };
}
