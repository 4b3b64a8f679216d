import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { SEVERITIES, type Severity } from '../corrective-actions/corrective-action.entity.js';
import { AUDIT_ANCHOR_ROLES, canManageSettings, type Role } from '../tenancy/roles.js';
import { User } from '../tenancy/user.entity.js';
import type { AlertChannelSettingsInput, AlertChannelSettingsType, MyAlertChannelsInput, MyAlertChannelsType } from './alert-channels.types.js';
import { type CompanyAlertChannels, companyAlertChannels, saveCompanyAlertChannels, WEBHOOK_FORMATS, type WebhookFormat } from './company-alert-channels.js';

/** Settings → Notifications' channels: administrators of the viewer's company only (the webhook URL is itself a credential). */
export async function alertChannelSettings(em: EntityManager, viewer: Viewer, smsAvailable: boolean): Promise<AlertChannelSettingsType> {
  return view(await companyAlertChannels(em, administeredCompany(viewer)), smsAvailable);
}

export async function updateAlertChannelSettings(
  em: EntityManager,
  viewer: Viewer,
  input: AlertChannelSettingsInput,
  smsAvailable: boolean,
): Promise<AlertChannelSettingsType> {
  const companyId = administeredCompany(viewer);
  const before = await companyAlertChannels(em, companyId);
  const after: CompanyAlertChannels = {
    emailByDefault: input.emailByDefault,
    smsByDefault: input.smsByDefault,
    smsSeverities: severitiesOf(input.smsSeverities),
    webhook: webhookOf(input, before),
  };
  await saveCompanyAlertChannels(em, companyId, after);
  recordAudit(em, viewer, {
    companyId,
    entity: 'company_alert_channels',
    entityId: companyId,
    action: 'update',
    before: audited(before),
    after: audited(after),
  });
  await em.flush();
  return view(after, smsAvailable);
}

const administeredCompany = (viewer: Viewer): number => {
  if (viewer.companyId === null || !canManageSettings(viewer)) throw new Forbidden('Only company administrators can change settings');
  return viewer.companyId;
};

function severitiesOf(given: string[]): Severity[] {
  const unknown = given.filter((s) => !(SEVERITIES as readonly string[]).includes(s));
  if (unknown.length) throw new InvalidInput(`Unknown severity: ${unknown.join(', ')} (one of ${SEVERITIES.join(', ')})`);
  return SEVERITIES.filter((s) => given.includes(s));
}

/** A webhook is an http(s) URL without credentials, with a secret to sign by (a new one, or the one saved). */
function webhookOf(input: AlertChannelSettingsInput, before: CompanyAlertChannels): CompanyAlertChannels['webhook'] {
  const url = input.webhookUrl?.trim();
  if (!url) return null;
  if (!(WEBHOOK_FORMATS as readonly string[]).includes(input.webhookFormat)) {
    throw new InvalidInput(`The webhook format must be one of ${WEBHOOK_FORMATS.join(', ')}`);
  }
  const secret = input.webhookSecret?.trim() || before.webhook?.secret;
  if (!secret || secret.length < 16 || secret.length > 200) throw new InvalidInput('The webhook needs a signing secret of 16 to 200 characters');
  return { url: webhookUrl(url), secret, format: input.webhookFormat as WebhookFormat };
}

function webhookUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidInput('The webhook URL is not a valid URL (e.g. https://hooks.slack.com/services/…)');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InvalidInput('The webhook URL must start with https:// or http://');
  if (url.username || url.password) throw new InvalidInput('The webhook URL may not carry a user name or password');
  if (value.length > 2000) throw new InvalidInput('The webhook URL is too long (2000 characters at most)');
  return url.href;
}

const view = (channels: CompanyAlertChannels, smsAvailable: boolean): AlertChannelSettingsType => ({
  emailByDefault: channels.emailByDefault,
  smsByDefault: channels.smsByDefault,
  smsSeverities: channels.smsSeverities,
  smsAvailable,
  webhookUrl: channels.webhook?.url ?? null,
  webhookFormat: channels.webhook?.format ?? 'json',
  webhookSecretSet: Boolean(channels.webhook),
});

/** The audit trail says the webhook changed, never its secret. */
const audited = ({ webhook, ...rest }: CompanyAlertChannels) => ({
  ...rest,
  webhookHost: webhook ? new URL(webhook.url).host : null,
  webhookFormat: webhook?.format ?? null,
});

/** Profile: the viewer's own channels, as they apply now (their choice, else the company's default). */
export async function myAlertChannels(em: EntityManager, viewer: Viewer, smsAvailable: boolean): Promise<MyAlertChannelsType> {
  const user = await em.findOneOrFail(User, viewer.userId);
  const company = viewer.companyId === null ? null : await companyAlertChannels(em, viewer.companyId);
  return {
    mobilePhone: user.mobilePhone ?? null,
    email: user.alertByEmail ?? company?.emailByDefault ?? true,
    sms: Boolean(user.mobilePhone) && (user.alertBySms ?? company?.smsByDefault ?? false),
    smsAvailable,
    dailySummary: user.dailySummary,
    dailySummaryAvailable: mayChooseDailySummary(viewer),
  };
}

/** Saves the viewer's number and choices. SMS needs a number; without one, the SMS choice stays as it was. */
export async function updateMyAlertChannels(
  em: EntityManager,
  viewer: Viewer,
  input: MyAlertChannelsInput,
  smsAvailable: boolean,
): Promise<MyAlertChannelsType> {
  const user = await em.findOneOrFail(User, viewer.userId);
  const mobilePhone = input.mobilePhone?.trim() ? e164(input.mobilePhone) : null;
  if (input.sms && !mobilePhone) throw new InvalidInput('SMS alerts need a mobile number');
  if (input.dailySummary && !mayChooseDailySummary(viewer)) throw new InvalidInput('The daily summary is for administrators');
  const before = {
    mobilePhone: user.mobilePhone ?? null,
    alertByEmail: user.alertByEmail ?? null,
    alertBySms: user.alertBySms ?? null,
    dailySummary: user.dailySummary,
  };
  Object.assign(user, {
    mobilePhone,
    alertByEmail: input.email,
    ...(mobilePhone ? { alertBySms: input.sms } : {}),
    ...(input.dailySummary != null ? { dailySummary: input.dailySummary } : {}),
  });
  const after = { mobilePhone, alertByEmail: user.alertByEmail, alertBySms: user.alertBySms ?? null, dailySummary: user.dailySummary };
  recordAudit(em, viewer, { companyId: viewer.companyId, entity: 'user', entityId: user.id, action: 'update_alert_channels', before, after });
  await em.flush();
  return myAlertChannels(em, viewer, smsAvailable);
}

/** The summary goes to those who get the audit anchor (daily-summaries), whose chain head it carries. */
const mayChooseDailySummary = (viewer: Viewer): boolean => AUDIT_ANCHOR_ROLES.includes(viewer.role as Role);

/** A mobile number in E.164: "+", a country code and the number, 8 to 15 digits; spaces, dashes, dots and brackets are dropped. */
export function e164(value: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  if (!/^\+[1-9]\d{7,14}$/.test(compact)) throw new InvalidInput('Enter the mobile number in international form, e.g. +447700900123');
  return compact;
}
