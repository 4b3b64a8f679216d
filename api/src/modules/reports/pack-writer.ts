import { createHash } from 'node:crypto';
import { PassThrough, type Writable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { AppServices } from '../../services.js';
import type { ChainHead } from '../audit/audit-chain.js';
import { sealAuditChain } from '../audit/audit-sealer.js';
import { anchorsIn, type ListedAnchor } from '../audit-anchors/audit-anchors.service.js';
import { haccpPackSummary } from '../haccp/haccp-pack.service.js';
import { integrityFlagsIn } from '../history/integrity-flags.service.js';
import { settingsOf } from '../settings/settings.service.js';
import { Location } from '../tenancy/location.entity.js';
import { canReadAuditTrail } from '../tenancy/roles.js';
import type { PackParameters } from './export-pack.js';
import { sealedHeadIn } from './pack-chain.js';
import type { PackClock } from './pack-local-times.js';
import type { PackCover } from './pack-pdf.js';
import type { PackScope } from './pack-records.js';
import type { Report } from './report.entity.js';

/** A pack written whole beside its final name: placing it makes it the report's file; discarding leaves nothing. */
export interface WrittenPack {
  sha256: string;
  /** Puts the file under its name and answers its size in bytes. */
  place(): Promise<number>;
  discard(): Promise<void>;
}

/**
 * Writes a report's file from one read-only, repeatable-read transaction: every section sees the
 * same moment, so the pack is consistent with the chain head it states. Progress is written on
 * another connection so the page sees it while the snapshot is still open.
 */
export async function writePackFile(em: EntityManager, services: AppServices, report: Report, name: string): Promise<WrittenPack> {
  const parameters = report.parameters as PackParameters;
  const scope: PackScope = { companyId: report.company.id, locationIds: parameters.locationIds, from: new Date(parameters.from), to: new Date(parameters.to) };
  const progress = async (done: number, total: number) => {
    await services.evidenceDb.query(`update report set progress = $2 where id = $1 and status = 'generating'`, [report.id, Math.floor((done / total) * 99)]);
  };
  const file = await services.reportFiles.openForWriting(name);
  const hash = createHash('sha256');
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => hash.update(chunk));
  out.pipe(file.stream);
  try {
    const integrityFlags = report.format === 'pdf' ? await integrityFlagsIn(em, scope) : [];
    const local = await localTimesOf(em, scope);
    const haccp = await haccpPackSummary(em, scope);
    await inSnapshot(em, services, scope.companyId, async (client, chainHead) =>
      writeFormat(client, report, scope, out, progress, { chainHead, anchors: await pdfAnchors(client, scope, chainHead), integrityFlags, haccp, ...local }),
    );
  } catch (error) {
    await file.discard();
    throw error;
  }
  await new Promise<void>((resolve, reject) => (file.stream.closed ? resolve() : file.stream.on('close', resolve).on('error', reject)));
  return { sha256: hash.digest('hex'), place: file.commit, discard: file.discard };
}

/** The daily anchors made in the pack's period, up to the head it states: the PDF lists them. */
async function pdfAnchors(client: pg.PoolClient, scope: PackScope, head: ChainHead | null): Promise<ListedAnchor[]> {
  return head ? anchorsIn(client, scope.companyId, head.seq, scope) : [];
}

/** What a pack needs to show times as people read them: the company's date format and each location's zone. */
async function localTimesOf(em: EntityManager, scope: PackScope): Promise<{ dateFormat: PackClock['dateFormat']; zones: Map<number, string> }> {
  const { general } = await settingsOf(em, scope.companyId);
  const locations = await em.find(Location, { id: { $in: scope.locationIds }, company: scope.companyId }, { fields: ['id', 'timezone'] });
  return { dateFormat: general.dateFormat, zones: new Map(locations.map((location) => [location.id, location.timezone])) };
}

/**
 * Runs the writer in one read-only, repeatable-read transaction. The company's chain is sealed just
 * before the snapshot, so the snapshot sees it sealed up to (nearly) its own moment, and the head is
 * read inside it: the PDF and the CSV state the same head, the one whose events the CSV carries.
 * (Sealing after the snapshot would be invisible to it: a sealed event's seq is an update.) The
 * snapshot is the read replica's once it has replayed the seal, else the primary's (historyDb).
 */
async function inSnapshot(
  em: EntityManager,
  services: AppServices,
  companyId: number,
  write: (client: pg.PoolClient, head: ChainHead | null) => Promise<void>,
): Promise<void> {
  await sealAuditChain(em, companyId);
  const client = await services.historyDb.caughtUpConnection();
  try {
    await client.query('begin isolation level repeatable read read only');
    await write(client, await sealedHeadIn(client, companyId));
    await client.query('commit');
    client.release();
  } catch (error) {
    // The connection may be mid-query or mid-transaction: drop it rather than hand it back.
    client.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

async function writeFormat(
  client: pg.PoolClient,
  report: Report,
  scope: PackScope,
  out: Writable,
  progress: (done: number, total: number) => Promise<void>,
  {
    chainHead,
    anchors,
    integrityFlags,
    haccp,
    dateFormat,
    zones,
  }: Pick<PackCover, 'chainHead' | 'anchors' | 'integrityFlags' | 'haccp' | 'dateFormat'> & {
    zones: Map<number, string>;
  },
) {
  const parameters = report.parameters as PackParameters;
  const locations = parameters.locationIds.map((id, i) => ({ id, name: parameters.locationNames[i], timezone: zones.get(id) ?? 'UTC' }));
  if (report.format !== 'pdf') {
    const clock: PackClock = { dateFormat, timeZone: locations[0]?.timezone ?? 'UTC' };
    // The audit events' contents only for someone who may read the audit trail; their links for anyone.
    const withheld = !(report.user && canReadAuditTrail(report.user));
    const haccpCsv = { name: 'haccp-plan.csv', content: (await import('./pack-haccp-csv.js')).haccpPlanCsv(haccp) };
    return (await import('./pack-csv.js')).writeCsvPack(client, scope, clock, out, progress, withheld, [haccpCsv]);
  }
  const cover: PackCover = {
    companyName: report.company.name,
    locations,
    dateFormat,
    requestedBy: parameters.requestedBy ?? report.user?.fullName ?? 'a former user',
    generatedAt: new Date(),
    chainHead,
    anchors,
    integrityFlags,
    haccp,
  };
  return (await pdfWriter())(client, scope, cover, out, progress);
}

/**
 * pdfkit (fonts, ~12 MB resident) and the CSV/ZIP writers load when the first pack is written, not
 * at start: an API that never exports keeps that memory, and a CSV export never loads pdfkit.
 */
const pdfWriter = async () => (await import('./pack-pdf.js')).writePdfPack;
