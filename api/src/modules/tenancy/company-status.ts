import type { EntityManager } from '@mikro-orm/postgresql';
import { type Expression, sql } from 'kysely';
import { Forbidden } from '../../errors.js';

/** What anyone acting for a suspended company is told: at sign-in, with its API keys, for its packs. */
export const COMPANY_SUSPENDED = 'This company has been deactivated. Contact your provider.';

/**
 * The one rule of a suspended company (the provider's setCompanyActive(false)): nothing acts for
 * it any more — its people's sessions, its API keys, its inspector links, its exports and its
 * e-mails all stop — and nothing of it is deleted, so reactivating restores everything. Every
 * place that asks reads it here: as SQL, for look-ups that must stay one statement (a session's
 * viewer, an API key), or as a question.
 */
export function companyIsActiveSql(companyId: Expression<unknown>) {
  return sql<boolean>`exists (select 1 from company active_company where active_company.id = ${companyId} and active_company.is_active)`;
}

export async function isCompanyActive(em: EntityManager, companyId: number): Promise<boolean> {
  const { rows } = await sql<{ active: boolean }>`select ${companyIsActiveSql(sql.val(companyId))} as active`.execute(em.getKysely());
  return rows[0]?.active ?? false;
}

/** Refuses (403) what would act for a suspended company; no company (the provider) is never suspended. */
export async function assertCompanyActive(em: EntityManager, companyId: number | null): Promise<void> {
  if (companyId !== null && !(await isCompanyActive(em, companyId))) throw new Forbidden(COMPANY_SUSPENDED);
}
