import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { AUDIT_EVENT_FIELDS_SQL, type ChainHead } from '../audit/audit-chain.js';
import { SPEC_VERSION } from '../audit/verify-pack.mjs';
import { anchorsIn, type ListedAnchor } from '../audit-anchors/audit-anchors.service.js';

/**
 * The audit chain as a CSV pack carries it, so anyone can verify it with the pack alone
 * (docs/audit-chain.md): the company's whole chain from seq 1 to the head in the pack's snapshot,
 * the daily anchors up to that head, a manifest stating both, and the standalone verifier.
 */
export interface PackChain {
  head: ChainHead | null;
  anchors: ListedAnchor[];
  /** The requester may not read the audit trail: each event's contents are left out, its links kept. */
  withheld: boolean;
}

/** Every field the hash covers, named as the verifier reads them. */
export const AUDIT_EVENT_COLUMNS: [string, string][] = [
  'seq',
  'prev_hash',
  'hash',
  'id',
  'company_id',
  'actor_id',
  'occurred_at_us',
  'entity',
  'entity_id',
  'action',
  'before',
  'after',
].map((name) => [name, name]);

export const ANCHOR_COLUMNS: [string, string][] = ['day', 'seq', 'hash', 'sent_at', 'recipients'].map((name) => [name, name]);

/** The chain's head and anchors as the pack's snapshot sees them (read on its own connection, so the events file ends at that head). */
export async function packChainIn(client: pg.PoolClient, companyId: number, withheld: boolean): Promise<PackChain> {
  const head = await sealedHeadIn(client, companyId);
  return { head, anchors: head ? await anchorsIn(client, companyId, head.seq) : [], withheld };
}

/** The newest sealed event the pack's snapshot sees: the head both the PDF and the CSV state. */
export async function sealedHeadIn(client: pg.PoolClient, companyId: number): Promise<ChainHead | null> {
  const { rows } = await client.query<{ seq: string; hash: string }>(
    'select seq, hash from audit_event where company_id = $1 and hash is not null order by seq desc limit 1',
    [companyId],
  );
  return rows[0] ? { seq: Number(rows[0].seq), hash: rows[0].hash } : null;
}

/** $1 company, $2 the head's seq: the chain oldest first (unsealed events, with no seq yet, are not in it). */
export const auditEventsSql = (withheld: boolean): string =>
  `select ${withheld ? 'seq::text, prev_hash, hash' : AUDIT_EVENT_FIELDS_SQL}
   from audit_event where company_id = $1 and hash is not null and seq <= $2 order by audit_event.seq`;

/** audit-chain.json: what the verifier compares the events with. */
export function manifestOf(chain: PackChain, companyId: number): string {
  const anchors = chain.anchors.map(({ day, seq, hash }) => ({ day, seq, hash }));
  const manifest = {
    specification: 'Food Safety Management audit chain',
    specVersion: SPEC_VERSION,
    companyId,
    coverage: 'the whole chain, seq 1 to head',
    head: chain.head,
    contentsWithheld: chain.withheld,
    anchors,
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function readmeOf(chain: PackChain): string {
  const head = chain.head ? `seq ${chain.head.seq}, SHA-256 ${chain.head.hash}` : 'no audit events yet';
  return [
    'Verifying the audit trail of this pack',
    '',
    `audit-events.csv holds the company's audit chain from seq 1 to its head when the pack was made (${head}).`,
    'audit-anchors.csv lists the daily anchors (the head e-mailed to the administrators each day); audit-chain.json states the head and the anchors.',
    chain.withheld ? 'The requester may not read the audit trail: each event keeps its seq and hashes, its contents are left out.' : '',
    '',
    'With Node.js 18 or later, nothing else installed, from the folder this pack was unzipped into:',
    '  node verify-pack.mjs .',
    'To hold it to an anchor you kept (e.g. from a daily anchor e-mail): node verify-pack.mjs . --anchor SEQ:HASH',
    'It prints the chain head and OK, or the first problem (exit code 0 or 1).',
    '',
  ]
    .filter((line, i, lines) => line !== '' || lines[i - 1] !== '')
    .join('\r\n');
}

/** The standalone verifier's source, shipped as is (it sits beside this module's code in src/ and in dist/). */
export const verifierSource = (): Promise<Buffer> => readFile(new URL('../audit/verify-pack.mjs', import.meta.url));
