#!/usr/bin/env node
/**
 * Verifies the audit chain of a Food Safety Management due-diligence pack (the CSV export, unzipped)
 * with nothing but Node.js (18 or later) and this file: no database, no package, no network.
 *
 *   node verify-pack.mjs pack-folder/ [--anchor SEQ:HASH ...]
 *
 * It recomputes every event's SHA-256 from audit-events.csv following the audit-chain specification,
 * version 1 (docs/audit-chain.md in the product's repository; summarised below), checks each link,
 * compares the last event with the chain head the pack states (audit-chain.json) and with every
 * anchor: those listed in the pack and those given with --anchor (e.g. from a daily anchor e-mail).
 * It prints the head and OK, or the first problem; the exit code is 0 or 1.
 *
 * Canonical encoding of an event: the JSON array
 *   [seq, prev_hash, id, company_id, actor_id, occurred_at_us, entity, entity_id, action, before, after]
 * written as PostgreSQL prints jsonb: ", " between elements, integers in decimal, strings in JSON
 * quotes (escaping " \ \b \f \n \r \t and other characters below U+0020 as \u00xx, lowercase hex,
 * everything else as is), a missing value as null, before/after as their jsonb text verbatim.
 * hash = hex SHA-256 of that text's UTF-8 bytes. Event seq n links to seq n-1 by prev_hash; seq 1's
 * prev_hash is 64 zeros.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const SPEC_VERSION = 1;
/** The prev_hash of a chain's first event. */
export const GENESIS_HASH = '0'.repeat(64);
const INTEGER = /^(0|-?[1-9][0-9]*)$/;
const HASH = /^[0-9a-f]{64}$/;

/**
 * @typedef {object} ChainEvent Every field the hash covers, as text; integers as decimal digits.
 * @property {string} seq
 * @property {string} prevHash
 * @property {string} hash
 * @property {string | null} id null when the pack withholds the event's contents
 * @property {string | null} companyId
 * @property {string | null} actorId
 * @property {string} occurredAtUs microseconds since 1970-01-01T00:00:00Z
 * @property {string} entity
 * @property {string} entityId
 * @property {string} action
 * @property {string | null} before jsonb text, as PostgreSQL prints it
 * @property {string | null} after
 */

/** @param {string | null} value */
const integer = (value) => {
  if (value === null || value === '') return 'null';
  if (!INTEGER.test(value)) throw new Error(`not an integer: ${JSON.stringify(value)}`);
  return value;
};
/** JSON.stringify escapes a string exactly as PostgreSQL's escape_json does. @param {string | null} value */
const text = (value) => (value === null ? 'null' : JSON.stringify(value));
/** @param {string | null} value */
const json = (value) => (value === null || value === '' ? 'null' : value);

/** The canonical text of an event (specification version 1). @param {ChainEvent} e @returns {string} */
export function canonicalEvent(e) {
  const fields = [integer(e.seq), text(e.prevHash), integer(e.id), integer(e.companyId), integer(e.actorId), integer(e.occurredAtUs)];
  return `[${[...fields, text(e.entity), text(e.entityId), text(e.action), json(e.before), json(e.after)].join(', ')}]`;
}

/** @param {ChainEvent} e @returns {string} */
export const eventHash = (e) => createHash('sha256').update(canonicalEvent(e), 'utf8').digest('hex');

/**
 * What is wrong with an event as the next link after `previous` (null before the first), or null.
 * An event whose contents are withheld (id null) has its link checked, not its own hash.
 * @param {{ seq: number, hash: string } | null} previous
 * @param {ChainEvent} event
 * @returns {string | null}
 */
export function linkProblem(previous, event) {
  const expected = (previous?.seq ?? 0) + 1;
  if (Number(event.seq) !== expected) return `expected seq ${expected}, found seq ${event.seq} (an event deleted, added or moved)`;
  if (event.prevHash !== (previous?.hash ?? GENESIS_HASH)) return `seq ${event.seq}: prev_hash is not the hash of seq ${expected - 1}`;
  if (!HASH.test(event.hash)) return `seq ${event.seq}: hash is not 64 hex digits`;
  if (event.id === null) return null;
  let recomputed;
  try {
    recomputed = eventHash(event);
  } catch (error) {
    return `seq ${event.seq}: ${error instanceof Error ? error.message : error}`;
  }
  return recomputed === event.hash ? null : `seq ${event.seq} (event ${event.id}): its contents do not give its hash (the event was edited)`;
}

/** RFC 4180 records (quoted fields, doubled quotes, CRLF or LF), a leading BOM dropped. @param {string} input @returns {string[][]} */
export function parseCsv(input) {
  const source = input.replace(/^\uFEFF/, '');
  /** @type {string[][]} */
  const records = [];
  /** @type {string[]} */
  let record = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted && c === '"' && source[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"' && (quoted || field === '')) quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') endField();
    else if (c === '\n') endRecord();
    else if (c === '\r' && source[i + 1] === '\n') {
      endRecord();
      i++;
    } else field += c;
  }
  if (field !== '' || record.length) endRecord();
  return records;
}

const COLUMNS = ['seq', 'prev_hash', 'hash', 'id', 'company_id', 'actor_id', 'occurred_at_us', 'entity', 'entity_id', 'action', 'before', 'after'];

/** The events of audit-events.csv, in file order. @param {string} csv @returns {ChainEvent[]} */
export function eventsOfCsv(csv) {
  const [header = [], ...rows] = parseCsv(csv);
  const at = Object.fromEntries(COLUMNS.map((name) => [name, header.indexOf(name)]));
  const missing = COLUMNS.filter((name) => at[name] < 0);
  if (missing.length) throw new Error(`audit-events.csv lacks the column(s) ${missing.join(', ')}`);
  return rows.map((row) => {
    const get = (/** @type {string} */ name) => row[at[name]] ?? '';
    const orNull = (/** @type {string} */ name) => (get(name) === '' ? null : get(name));
    return {
      seq: get('seq'),
      prevHash: get('prev_hash'),
      hash: get('hash'),
      id: orNull('id'),
      companyId: orNull('company_id'),
      actorId: orNull('actor_id'),
      occurredAtUs: get('occurred_at_us'),
      entity: get('entity'),
      entityId: get('entity_id'),
      action: get('action'),
      before: orNull('before'),
      after: orNull('after'),
    };
  });
}

/**
 * Checks a pack's chain. `stated` is the head the pack claims (null: none stated); anchors are
 * links someone kept (seq and hash): each must be in the chain with that hash.
 * @param {ChainEvent[]} events
 * @param {{ seq: number, hash: string } | null} stated
 * @param {{ seq: number, hash: string, from: string }[]} anchors
 */
export function verifyEvents(events, stated, anchors) {
  /** @type {{ seq: number, hash: string } | null} */
  let head = null;
  const hashes = new Map();
  let withheld = 0;
  for (const event of events) {
    const problem = linkProblem(head, event);
    if (problem) return { ok: false, head, checked: hashes.size, withheld, problem };
    head = { seq: Number(event.seq), hash: event.hash };
    hashes.set(head.seq, head.hash);
    if (event.id === null) withheld++;
  }
  const fail = (/** @type {string} */ problem) => ({ ok: false, head, checked: hashes.size, withheld, problem });
  const last = head?.seq ?? 0;
  if (stated && last < stated.seq) return fail(`the chain ends at seq ${last}, but the pack states its head is seq ${stated.seq} (the tail was cut off)`);
  if (stated && last > stated.seq) return fail(`the chain goes on to seq ${last}, past the head the pack states (seq ${stated.seq})`);
  if (stated && head?.hash !== stated.hash) return fail(`seq ${last} has hash ${head?.hash}, but the pack states ${stated.hash}`);
  for (const anchor of anchors) {
    const found = hashes.get(anchor.seq);
    if (found === undefined)
      return fail(`${anchor.from} seq ${anchor.seq} is past the chain's last event (seq ${last}): the tail was cut off, or the anchor is newer than this pack`);
    if (found !== anchor.hash) return fail(`${anchor.from} seq ${anchor.seq} says hash ${anchor.hash}, but the chain has ${found}: history was rewritten`);
  }
  return { ok: true, head, checked: hashes.size, withheld, problem: null };
}

/** @param {string[]} args */
function parseArguments(args) {
  const anchors = [];
  let folder = null;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--anchor') {
      const value = args[++i] ?? '';
      const match = /^(\d+):([0-9a-fA-F]{64})$/.exec(value);
      if (!match) throw new Error(`--anchor wants SEQ:HASH (64 hex digits), not ${JSON.stringify(value)}`);
      anchors.push({ seq: Number(match[1]), hash: match[2].toLowerCase(), from: 'the anchor given' });
    } else folder ??= args[i];
  }
  if (!folder) throw new Error('usage: node verify-pack.mjs pack-folder/ [--anchor SEQ:HASH ...]');
  return { folder, anchors };
}

/** @param {string[]} args @returns {number} the exit code */
export function main(args) {
  try {
    const { folder, anchors } = parseArguments(args);
    const events = eventsOfCsv(readFileSync(join(folder, 'audit-events.csv'), 'utf8'));
    const manifestFile = join(folder, 'audit-chain.json');
    const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
    if (manifest.specVersion !== undefined && manifest.specVersion !== SPEC_VERSION) {
      throw new Error(`this verifier knows specification version ${SPEC_VERSION}; the pack says ${manifest.specVersion}`);
    }
    const listed = (manifest.anchors ?? []).map((/** @type {{ day: string, seq: number, hash: string }} */ a) => ({
      ...a,
      from: `the pack's anchor of ${a.day}`,
    }));
    const result = verifyEvents(events, manifest.head ?? null, [...listed, ...anchors]);
    console.log(result.head ? `Chain head: seq ${result.head.seq} hash ${result.head.hash}` : 'Chain head: no events');
    const withheld = result.withheld ? ` (${result.withheld} withheld from this pack: their links checked, not their contents)` : '';
    if (result.ok) console.log(`OK: ${result.checked} events verified${withheld}, ${listed.length + anchors.length} anchor(s) matched`);
    else console.log(`PROBLEM after ${result.checked} intact events: ${result.problem}`);
    return result.ok ? 0 : 1;
  } catch (error) {
    console.log(`PROBLEM: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
