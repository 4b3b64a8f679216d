/**
 * Every role name, label and capability of SPEC section 6. No other file compares role strings:
 * the rest of the code asks these functions.
 */
export const ROLE_LABELS = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  user: 'Kitchen Staff',
  super_user: 'Super User (App Owner)',
  customer_admin: 'Customer Admin',
  branch_manager: 'Branch Manager',
  branch_user: 'Branch User',
  company_admin: 'Company Admin',
  branch_admin: 'Branch Admin',
  /** Issue 15: reads every record of the company (an auditor or consultant) and changes nothing. */
  auditor: 'Auditor',
  /** Issue 35: a branch manager's rights at every site of the areas they look after (company → area → site). */
  area_manager: 'Area Manager',
} as const;

export type Role = keyof typeof ROLE_LABELS;
export const ROLES = Object.keys(ROLE_LABELS) as Role[];
export const DEFAULT_ROLE: Role = 'branch_user';
/** What a public sign-up becomes, whatever role it asks for. */
export const SELF_REGISTERED_ROLE: Role = 'user';

interface HasRole {
  role: string;
}

const is =
  (...roles: Role[]) =>
  (who: HasRole) =>
    (roles as string[]).includes(who.role);

export const isRole = (value: string): value is Role => value in ROLE_LABELS;
export const roleLabel = (role: string): string => (isRole(role) ? ROLE_LABELS[role] : role);

/** The provider: who runs the server, and so hears of its failed backups. */
export const PROVIDER_ROLES: Role[] = ['super_user'];
/** The provider-level super user sees every company. */
export const spansAllCompanies = is('super_user');
/** Roles that work across all of their company's locations rather than assigned ones. */
export const hasCompanyWideAccess = is('super_user', 'super_admin', 'admin', 'customer_admin', 'company_admin', 'auditor');
/** Roles whose reach is the sites of their areas (user_area), beside any location assigned to them. */
export const reachesByArea = is('area_manager');
/** The roles that look after areas (reachesByArea), for queries that pick them out. */
export const AREA_MANAGER_ROLES: Role[] = ['area_manager'];
/** Read-only roles: every mutation and REST write is refused before it runs (auth/password-change-gate.ts), whatever other rules say. */
export const isReadOnlyRole = is('auditor');
/** The Administration section: users, locations, settings. */
export const canAdminister = is('super_user', 'customer_admin', 'area_manager', 'branch_manager');
export const canManageManuals = is('customer_admin', 'super_user');
/** Roles counted on the User Management "Administrators" tile. */
export const ADMINISTRATOR_ROLES: Role[] = [
  'super_user',
  'super_admin',
  'admin',
  'customer_admin',
  'company_admin',
  'area_manager',
  'branch_manager',
  'branch_admin',
];
export const isAdministrator = (role: string): boolean => (ADMINISTRATOR_ROLES as string[]).includes(role);
/**
 * Add, edit and retire equipment: the administration roles. Company-wide ones reach every site of
 * their company; a branch manager (or branch admin) only the locations assigned to them (their reach).
 */
export const canManageEquipment = (who: HasRole): boolean => isAdministrator(who.role);
/**
 * Issue 30: resolve a critical temperature or food-process action on a manager's word, with a
 * reason, instead of a verifying reading: the roles that manage a location (within their reach).
 */
export const canOverrideVerification = (who: HasRole): boolean => isAdministrator(who.role);
/**
 * Issue 36: write and sign a HACCP plan. A company plan: the administrators who reach the whole
 * company; a site's own plan: also the administrators of that site (its branch or area manager).
 */
export const canManageHaccpPlan = (who: HasRole, sitePlan: boolean): boolean => isAdministrator(who.role) && (sitePlan || hasCompanyWideAccess(who));
/** Issue 36: give a corrective action its owner and due time: the administrators and managers, within their locations. */
export const canAssignActions = (who: HasRole): boolean => isAdministrator(who.role);
/** Issue 36: sign off a critical action's verification (password re-entered) so it counts as closed: the same managers. */
export const canSignOffActions = (who: HasRole): boolean => isAdministrator(who.role);
/** Location Management (SPEC 2.6): add locations, and edit those within reach. */
/**
 * Administrators who reach the whole company write the checklists its checks ask: a checklist
 * template belongs to no location, so one edit changes the checks of every site. A branch role
 * (branch manager, branch admin) works the checks but does not rewrite them.
 */
export const canEditCheckTemplates = (who: HasRole): boolean => isAdministrator(who.role) && hasCompanyWideAccess(who);
/**
 * New checklist (issue 35): head office writes templates for its sites, and a site's administrator
 * (branch or area manager) templates of their own sites alone; the provider belongs to no company.
 * Where each may publish is decided by the publishing module.
 */
export const canCreateCheckTemplates = (who: HasRole & { companyId: number | null }): boolean => who.companyId !== null && isAdministrator(who.role);
/**
 * Edit a form's fields (Digital Forms → Edit): the administrators who reach the whole company,
 * because a company's forms are the same at every one of its locations.
 */
export const canEditFormTemplates = (who: HasRole & { companyId: number | null }): boolean =>
  who.companyId !== null && isAdministrator(who.role) && hasCompanyWideAccess(who);

/** Issue 35: a head-office template (for all sites, chosen areas or chosen sites) is written by the administrators who reach the whole company. */
export const canPublishHeadOfficeTemplates = (who: HasRole & { companyId: number | null }): boolean =>
  who.companyId !== null && isAdministrator(who.role) && hasCompanyWideAccess(who);
/** A template of one site alone: any administrator of that site (their reach is checked apart). */
export const canPublishSiteTemplates = (who: HasRole & { companyId: number | null }): boolean => who.companyId !== null && isAdministrator(who.role);

export const canManageLocations = canAdminister;
/** Who writes a location's on-duty rota (issue 34): its administrators and managers, within their locations. */
export const canManageRota = (who: HasRole): boolean => isAdministrator(who.role);
/** Deactivating or reactivating a site affects everyone working there: company-wide administrators only. */
export const canChangeLocationStatus = (who: HasRole): boolean => canAdminister(who) && hasCompanyWideAccess(who);
/** Company settings (SPEC 2.19): company-wide administrators; a branch manager reads them. */
export const canManageSettings = is('super_user', 'super_admin', 'admin', 'customer_admin', 'company_admin');
/** Create, list and revoke sensor gateways' API keys: the company's own administrators (a key belongs to one company). */
export const canManageApiKeys = is('customer_admin', 'company_admin', 'admin', 'super_admin');
/** Add Schedule / Create Schedule (cleaning) and Add Training Record. */
export const canManageSchedules = is('company_admin', 'branch_admin');
/** The audit trail (log and chain verification) is company-wide evidence: the company-wide administrators. */
export const canReadAuditTrail = is('customer_admin', 'company_admin', 'admin', 'super_admin', 'auditor');
/**
 * Issue 35: the league table of sites (and the dashboard's sites needing attention): a company's
 * administrators who look after more than one site, company-wide or by area. Not the provider, of
 * no company, nor a branch role.
 */
export const canReadSiteLeague = (who: HasRole & { companyId: number | null }): boolean =>
  who.companyId !== null && isAdministrator(who.role) && (hasCompanyWideAccess(who) || reachesByArea(who));

/**
 * Issue 35: create, rename and retire areas, put sites in them and choose an area manager's areas:
 * the company-wide administrators of a company (an area manager does not redraw their own reach).
 */
export const canManageAreas = is('customer_admin', 'company_admin', 'admin', 'super_admin');
/** Inspector links (read-only access for a visiting officer): the company-wide administrators. */
export const canManageInspectorLinks = is('customer_admin', 'company_admin', 'admin', 'super_admin');
/** Branch users work only in the phone app at /mobile. */
export const usesMobileApp = is('branch_user');

/**
 * How far each role reaches, for deciding who may manage whom: the provider, then a company's
 * top administrator, then roles that span the company, then roles of their own locations, then
 * staff. Equal ranks may manage each other (a company can have several customer admins).
 */
const ROLE_RANK: Record<Role, number> = {
  super_user: 5,
  customer_admin: 4,
  super_admin: 3,
  admin: 3,
  company_admin: 3,
  // Manages the branch managers of their sites, not the company-wide administrators.
  area_manager: 2.5,
  branch_manager: 2,
  branch_admin: 2,
  user: 1,
  branch_user: 1,
  // Reads the whole company, so only those who reach the whole company may grant it.
  auditor: 3,
};
export const roleRank = (role: string): number => (isRole(role) ? ROLE_RANK[role] : 0);

/** People management (create, edit, deactivate, reset passwords): the Administration roles. */
export const canManageUsers = canAdminister;
/** Only the provider creates, edits and deactivates customer companies. */
export const canManageCompanies = spansAllCompanies;
/** A signed-up user with no company yet may create one and becomes its administrator. */
export const canCreateOwnCompany = (who: HasRole & { companyId: number | null }): boolean => who.companyId === null && !spansAllCompanies(who);
/** The role whoever sets a company up (by sign-up or from the provider) holds in it. */
export const COMPANY_FOUNDER_ROLE: Role = 'customer_admin';
/**
 * Which roles an administrator may hand out: none above their own rank, and never the provider's
 * Super User role, which belongs to no company.
 */
export const canGrantRole = (granter: HasRole, role: Role): boolean =>
  canManageUsers(granter) && role !== 'super_user' && roleRank(role) <= roleRank(granter.role);
/** An administrator may manage people of their own rank or below (their reach is checked apart). */
export const canManageRoleHolder = (manager: HasRole, target: HasRole): boolean => canManageUsers(manager) && roleRank(target.role) <= roleRank(manager.role);
/** Who hears first of a new corrective action at a location (with the person whose probe reading raised it). */
export const FIRST_ALERT_ROLES: Role[] = ['branch_manager'];
/**
 * Who a critical action not started in time goes up to, beside the location's branch managers: the company's administrators.
 * At a site with no active branch manager they also hear first: those working there, else all of them.
 */
export const ESCALATION_ROLES: Role[] = ['customer_admin', 'company_admin', 'admin', 'super_admin'];

/** The rights a role may hold, in the words User Management shows under the role it offers. */
const MANAGED: [string, (who: HasRole & { companyId: number | null }) => boolean][] = [
  ['people', canManageUsers],
  ['locations', canManageLocations],
  ['equipment', canManageEquipment],
  ['checklists', canEditCheckTemplates],
  ['forms', canEditFormTemplates],
  ['cleaning schedules', canManageSchedules],
  ['training records', canManageSchedules],
  ['settings', canManageSettings],
  ['API keys', canManageApiKeys],
  ['inspector links', canManageInspectorLinks],
];

const list = (words: string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words.join(''));

/**
 * One line on what a role may do, read from the capability functions above so it cannot drift from
 * them: its reach, then what it manages, e.g. "Their locations. Manages people, locations, equipment and checklists."
 */
export function roleDescription(role: Role): string {
  const who = { role, companyId: 0 };
  if (isReadOnlyRole(who)) return 'Whole company, read only: sees every record, changes nothing.';
  const reach = spansAllCompanies(who)
    ? 'Every company'
    : hasCompanyWideAccess(who)
      ? 'Whole company'
      : reachesByArea(who)
        ? 'Their areas’ sites'
        : 'Their locations';
  const where = usesMobileApp(who) ? `${reach}, in the phone app only.` : `${reach}.`;
  const manages = MANAGED.filter(([, may]) => may(who)).map(([words]) => words);
  const audit = canReadAuditTrail(who) ? '; reads the audit trail' : '';
  if (!manages.length) return `${where} Records temperatures, checks and forms.`;
  return `${where} Manages ${list(manages)}${audit}.`;
}

/** Who receives a company's daily audit-chain anchor e-mail (the chain head, kept outside our database): its administrators. */
export const AUDIT_ANCHOR_ROLES: Role[] = ['customer_admin', 'company_admin', 'admin', 'super_admin'];
