import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { Severity } from '../corrective-actions/corrective-action.entity.js';

export const WEBHOOK_FORMATS = ['json', 'slack', 'teams'] as const;
/** json: the app's own fields; slack: `{ text, blocks }`; teams: an Office 365 connector MessageCard. */
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** A company's alert channels: what its people get unless they choose otherwise, which severities page by SMS, its chat webhook. */
export interface CompanyAlertChannels {
  emailByDefault: boolean;
  smsByDefault: boolean;
  smsSeverities: Severity[];
  webhook: { url: string; secret: string; format: WebhookFormat } | null;
}

/** Until an administrator saves them: e-mail and SMS on, only critical alerts page by SMS, no webhook. */
export const DEFAULT_ALERT_CHANNELS: CompanyAlertChannels = { emailByDefault: true, smsByDefault: true, smsSeverities: ['critical'], webhook: null };

interface Row {
  email_by_default: boolean;
  sms_by_default: boolean;
  sms_severities: Severity[];
  webhook_url: string | null;
  webhook_secret: string | null;
  webhook_format: WebhookFormat;
}

export async function companyAlertChannels(em: EntityManager, companyId: number): Promise<CompanyAlertChannels> {
  const { rows } = await sql<Row>`select * from company_alert_channels where company_id = ${companyId}`.execute(em.getKysely());
  const row = rows[0];
  if (!row) return DEFAULT_ALERT_CHANNELS;
  return {
    emailByDefault: row.email_by_default,
    smsByDefault: row.sms_by_default,
    smsSeverities: row.sms_severities,
    webhook: row.webhook_url && row.webhook_secret ? { url: row.webhook_url, secret: row.webhook_secret, format: row.webhook_format } : null,
  };
}

export async function saveCompanyAlertChannels(em: EntityManager, companyId: number, channels: CompanyAlertChannels): Promise<void> {
  const { webhook } = channels;
  await sql`
    insert into company_alert_channels (company_id, email_by_default, sms_by_default, sms_severities, webhook_url, webhook_secret, webhook_format, updated_at)
    values (${companyId}, ${channels.emailByDefault}, ${channels.smsByDefault}, ${channels.smsSeverities}::text[], ${webhook?.url ?? null},
      ${webhook?.secret ?? null}, ${webhook?.format ?? 'json'}, now())
    on conflict (company_id) do update set email_by_default = excluded.email_by_default, sms_by_default = excluded.sms_by_default,
      sms_severities = excluded.sms_severities, webhook_url = excluded.webhook_url, webhook_secret = excluded.webhook_secret,
      webhook_format = excluded.webhook_format, updated_at = now()`.execute(em.getKysely());
}
