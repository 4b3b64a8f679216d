import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from './common.ts';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

/**
 * Records every statement sent through the `pg` copies the API uses (the ORM's and the one
 * beside it), with its parameters, while `capture.on` is true. This is the bench's way of
 * "temporarily logging SQL" for an in-process API server, so each statement can be EXPLAINed.
 */
export function installSqlCapture(): { on: boolean; queries: CapturedQuery[] } {
  const capture = { on: false, queries: [] as CapturedQuery[] };
  const require = createRequire(join(ROOT, 'api/package.json'));
  const copies = new Set<typeof pg>([pg]);
  for (const from of [join(ROOT, 'node_modules/@mikro-orm/postgresql/package.json'), join(ROOT, 'api/package.json')]) {
    try {
      copies.add(createRequire(from)('pg'));
    } catch {}
  }
  try {
    copies.add(require('pg'));
  } catch {}
  for (const copy of copies) {
    const original = copy.Client.prototype.query;
    copy.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
      if (capture.on) {
        const [first, second] = args as [string | { text?: string; values?: unknown[] }, unknown];
        const text = typeof first === 'string' ? first : first?.text;
        const values = (Array.isArray(second) ? second : typeof first === 'object' ? first?.values : undefined) ?? [];
        if (text) capture.queries.push({ text, values });
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  }
  return capture;
}

export interface ExplainedQuery {
  text: string;
  planningMs: number;
  executionMs: number;
  sharedHit: number;
  sharedRead: number;
  seqScans: string[];
  plan: string;
}

/** EXPLAIN (ANALYZE, BUFFERS) of each captured read statement, inside a rolled-back transaction. */
export async function explainAll(url: string, queries: CapturedQuery[]): Promise<ExplainedQuery[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: ExplainedQuery[] = [];
  try {
    const seen = new Set<string>();
    for (const q of queries) {
      const text = q.text.trim();
      if (!/^(select|with)\b/i.test(text) || /from "session"/i.test(text) || seen.has(text)) continue;
      seen.add(text);
      await client.query('begin');
      try {
        const { rows } = await client.query(`explain (analyze, buffers, format json) ${text}`, q.values as unknown[]);
        const [root] = rows[0]['QUERY PLAN'];
        const text2 = await client.query(`explain (analyze, buffers, costs off, timing off, summary off) ${text}`, q.values as unknown[]);
        const seqScans: string[] = [];
        const walk = (node: Record<string, any>) => {
          if (node['Node Type'] === 'Seq Scan') seqScans.push(`${node['Relation Name']} (${node['Actual Rows']} rows)`);
          for (const child of node.Plans ?? []) walk(child);
        };
        walk(root.Plan);
        out.push({
          text: text.replace(/\s+/g, ' '),
          planningMs: root['Planning Time'],
          executionMs: root['Execution Time'],
          sharedHit: root.Plan['Shared Hit Blocks'] ?? 0,
          sharedRead: root.Plan['Shared Read Blocks'] ?? 0,
          seqScans,
          plan: text2.rows.map((r) => r['QUERY PLAN']).join('\n'),
        });
      } finally {
        await client.query('rollback');
      }
    }
  } finally {
    await client.end();
  }
  return out;
}
