import type { EntityManager } from '@mikro-orm/postgresql';
import { Forbidden, InvalidInput, NotFound } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { Company } from '../tenancy/company.entity.js';
import { canManageSettings, spansAllCompanies } from '../tenancy/roles.js';
import { type Region, regionOfTimeZone } from './company-region.js';
import { CompanySettings } from './company-settings.entity.js';
import type { EquipmentKind } from './equipment-kinds.js';
import { addressAllowed, normalizeNetworks } from './network-allowlist.js';
import { assertValidProcessRule, defaultProcessRules } from './process-rules.js';
import type { CompanySettingsType, UpdateCompanySettingsInput } from './settings.types.js';
import { type CompanySettingsValues, defaultSettings, type EquipmentPreset } from './settings-defaults.js';

/** A company's settings: what it saved, over SPEC 9's defaults (so a section added later has its defaults). */
export async function settingsOf(em: EntityManager, companyId: number): Promise<CompanySettingsValues & { updatedAt: Date | null }> {
  const saved = await em.findOne(CompanySettings, { company: companyId });
  const defaults = defaultSettings();
  if (!saved) return { ...defaults, updatedAt: null };
  const stored = saved.settings;
  const general = { ...defaults.general, ...stored.general };
  return {
    // Saved before regions existed: the region of the company's time zone.
    region: stored.region ?? regionOfTimeZone(general.timezone),
    general,
    notifications: { ...defaults.notifications, ...stored.notifications },
    security: { ...defaults.security, ...stored.security },
    presets: defaults.presets.map((preset) => ({ ...preset, ...stored.presets?.find((p) => p.type === preset.type) })),
    // Saved before process rules existed: the rules of the company's scale (°F: FDA Food Code).
    processRules: stored.processRules ?? defaultProcessRules(general.temperatureUnit),
    schedule: { ...defaults.schedule, ...stored.schedule },
    pwa: { ...defaults.pwa, ...stored.pwa },
    updatedAt: saved.updatedAt,
  };
}

/** A new company's settings: SPEC 9's defaults for its region, in the time zone of its first location. */
export function startCompanySettings(em: EntityManager, company: Company, timezone: string, region: Region): void {
  em.create(CompanySettings, { company, settings: defaultSettings(region, timezone) });
}

/** Where a company works (UK/EU or US), as chosen at sign-up: what region-specific defaults and content follow. */
export async function regionOfCompany(em: EntityManager, companyId: number): Promise<Region> {
  return (await settingsOf(em, companyId)).region;
}

/** How a company's screens show temperatures and dates; a user of no company (the super user) sees SPEC 9's. */
export async function displayPreferencesOf(
  em: EntityManager,
  companyId: number | null,
): Promise<Pick<CompanySettingsValues['general'], 'temperatureUnit' | 'dateFormat'>> {
  const { temperatureUnit, dateFormat } = companyId === null ? defaultSettings().general : (await settingsOf(em, companyId)).general;
  return { temperatureUnit, dateFormat };
}

/** The preset a company uses for one equipment type. */
export async function presetFor(em: EntityManager, companyId: number, type: EquipmentKind): Promise<EquipmentPreset> {
  return (await settingsOf(em, companyId)).presets.find((preset) => preset.type === type)!;
}

/** Any user of the company reads its settings (every screen formats with them); the super user names the company. */
export async function companySettings(em: EntityManager, viewer: Viewer, companyId?: number | null): Promise<CompanySettingsType> {
  const id = await reachableCompany(em, viewer, companyId);
  return { companyId: id, ...(await settingsOf(em, id)) };
}

/** `editorAddress` is the administrator's client address: a list that would shut them out is refused. */
export async function updateCompanySettings(
  em: EntityManager,
  viewer: Viewer,
  input: UpdateCompanySettingsInput,
  editorAddress: string,
  companyId?: number | null,
): Promise<CompanySettingsType> {
  const id = await reachableCompany(em, viewer, companyId);
  if (!canManageSettings(viewer)) throw new Forbidden('Only company administrators can change settings');
  const { updatedAt: _, ...before } = await settingsOf(em, id);
  const after = applyChanges(before, input);
  if (input.security && viewer.companyId === id) assertNotLockedOut(after.security, editorAddress);
  return save(em, viewer, id, before, after, 'update');
}

/** The company's own administrator may not save an IP restriction their current address is outside of (the provider is never restricted). */
function assertNotLockedOut(security: CompanySettingsValues['security'], editorAddress: string): void {
  if (!security.ipRestriction || addressAllowed(editorAddress, security.allowedNetworks)) return;
  throw new InvalidInput(
    `Your current address (${editorAddress}) is not in the allowed networks: saving this would lock you out. Add your address or network first.`,
  );
}

/**
 * Reset to Defaults: SPEC 9's values for the company's region, saved (so the reset is audited like
 * any change). The region and the time zone stay: they say where the company is, not a preference.
 */
export async function resetCompanySettings(em: EntityManager, viewer: Viewer, companyId?: number | null): Promise<CompanySettingsType> {
  const id = await reachableCompany(em, viewer, companyId);
  if (!canManageSettings(viewer)) throw new Forbidden('Only company administrators can change settings');
  const { updatedAt: _, ...before } = await settingsOf(em, id);
  return save(em, viewer, id, before, defaultSettings(before.region, before.general.timezone), 'reset');
}

async function save(
  em: EntityManager,
  viewer: Viewer,
  companyId: number,
  before: CompanySettingsValues,
  after: CompanySettingsValues,
  action: string,
): Promise<CompanySettingsType> {
  const updatedAt = new Date();
  await em.upsert(CompanySettings, { company: companyId, settings: after, updatedBy: viewer.userId, updatedAt });
  recordAudit(em, viewer, { companyId, entity: 'company_settings', entityId: companyId, action, before, after });
  await em.flush();
  return { companyId, ...after, updatedAt };
}

function applyChanges(current: CompanySettingsValues, input: UpdateCompanySettingsInput): CompanySettingsValues {
  const next: CompanySettingsValues = {
    region: input.region ?? current.region,
    general: input.general ? { ...input.general } : current.general,
    notifications: input.notifications ? notificationChanges(current.notifications, input.notifications) : current.notifications,
    security: input.security
      ? { ...input.security, allowedNetworks: normalizeNetworks(input.security.allowedNetworks ?? current.security.allowedNetworks) }
      : current.security,
    presets: current.presets.map((preset) => {
      const change = input.presets?.find((p) => p.type === preset.type);
      return change
        ? { ...change, minTemp: change.minTemp ?? null, maxTemp: change.maxTemp ?? null, readingIntervalMinutes: change.readingIntervalMinutes ?? null }
        : preset;
    }),
    processRules: nextProcessRules(current, input),
    schedule: input.schedule ? { ...input.schedule } : current.schedule,
    pwa: input.pwa ? { ...input.pwa } : current.pwa,
  };
  assertValidTimezone(next.general.timezone);
  for (const preset of next.presets) {
    if (preset.minTemp !== null && preset.maxTemp !== null && preset.minTemp >= preset.maxTemp) {
      throw new InvalidInput(`The ${preset.type.replaceAll('_', ' ')} preset's minimum must be below its maximum`);
    }
  }
  for (const rule of next.processRules) assertValidProcessRule(rule);
  return next;
}

/** Rules as sent, by kind; rules never edited follow a change of scale (°F: the FDA's, °C: the UK's). */
function nextProcessRules(current: CompanySettingsValues, input: UpdateCompanySettingsInput): CompanySettingsValues['processRules'] {
  const unit = input.general?.temperatureUnit ?? current.general.temperatureUnit;
  const untouched = JSON.stringify(current.processRules) === JSON.stringify(defaultProcessRules(current.general.temperatureUnit));
  const base = untouched ? defaultProcessRules(unit) : current.processRules;
  return base.map((rule) => {
    const change = input.processRules?.find((r) => r.kind === rule.kind);
    return change ? { kind: rule.kind, stages: change.stages.map((s) => ({ ...s, holdC: s.holdC ?? null, holdMinutes: s.holdMinutes ?? null })) } : rule;
  });
}

/** An IANA zone name the runtime knows, e.g. Europe/London. */
export function assertValidTimezone(timezone: string): void {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: timezone });
  } catch {
    throw new InvalidInput(`Unknown time zone "${timezone}": use an IANA name such as Europe/London or America/New_York`);
  }
  if (!timezone.includes('/') && timezone !== 'UTC') throw new InvalidInput(`Use an IANA time zone name such as Europe/London, not "${timezone}"`);
}

/** The viewer's own company; the super user (who spans all) must name one. Another company's id is not found. */
async function reachableCompany(em: EntityManager, viewer: Viewer, companyId?: number | null): Promise<number> {
  if (spansAllCompanies(viewer)) {
    if (!companyId) throw new InvalidInput('companyId is required for the super user');
    if (!(await em.count(Company, { id: companyId }))) throw new NotFound('Company');
    return companyId;
  }
  if (viewer.companyId === null || (companyId && companyId !== viewer.companyId)) throw new NotFound('Company');
  return viewer.companyId;
}

/** A notifications section sent is whole, except level 2's minutes: a screen that does not show them keeps them. */
function notificationChanges(
  current: CompanySettingsValues['notifications'],
  input: NonNullable<UpdateCompanySettingsInput['notifications']>,
): CompanySettingsValues['notifications'] {
  const { administratorEscalationMinutes, ...rest } = input;
  return {
    ...rest,
    administratorEscalationMinutes: administratorEscalationMinutes === undefined ? current.administratorEscalationMinutes : administratorEscalationMinutes,
  };
}
