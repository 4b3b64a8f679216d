import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { PREPARED } from '../../database/prepared-statements.js';
import type { Viewer } from '../../viewer.js';
import { restrictedNetworks } from '../settings/network-allowlist.js';
import { type CompanySettingsValues, defaultSettings } from '../settings/settings-defaults.js';
import { companyIsActiveSql } from '../tenancy/company-status.js';
import { Location } from '../tenancy/location.entity.js';
import { hasCompanyWideAccess, isAdministrator, reachesByArea, roleLabel, spansAllCompanies } from '../tenancy/roles.js';
import { passwordExpired } from './password-expiry.js';

/** What the company's Security settings ask of this person's every request: the super user, of no company, is never restricted. */
function securityOf(user: ViewerRow): Pick<Viewer, 'mustChangePassword' | 'mustEnrolTwoFactor' | 'allowedNetworks'> {
  if (user.company_id === null) return { mustChangePassword: user.must_change_password };
  const security = { ...defaultSettings().security, ...user.company_security };
  const allowedNetworks = restrictedNetworks(security);
  return {
    mustChangePassword: user.must_change_password || passwordExpired(user.password_changed_at, security.passwordExpiryDays),
    // "Required for administrators": every role User Management counts as one (admin and company admin too).
    mustEnrolTwoFactor: security.twoFactor && isAdministrator(user.role) && !user.two_factor_enabled,
    ...(allowedNetworks ? { allowedNetworks } : {}),
  };
}

interface ViewerRow {
  id: number;
  username: string;
  full_name: string;
  role: string;
  company_id: number | null;
  location_id: number | null;
  must_change_password: boolean;
  /** As the driver answers a timestamptz (a string here). */
  password_changed_at: Date | string;
  two_factor_enabled: boolean;
  /** The company's saved Security settings, when it saved any. */
  company_security: Partial<CompanySettingsValues['security']> | null;
  company_location_ids: number[];
  assigned_location_ids: number[];
  area_location_ids: number[];
}

/**
 * Loads an active user's reach; undefined for unknown or deactivated users, and for users of a
 * deactivated company (their session is dead).
 * Runs on every request, so it is one statement: the user with both candidate location lists
 * (and an area manager's areas' sites; all index scans); the roles module decides which one applies. Only the super user, who
 * spans every company, needs a second query. A deactivated location is out of everyone's reach
 * (its records stay; see findManagedLocation for how an administrator still reaches it).
 */
export async function loadViewer(em: EntityManager, userId: number): Promise<Viewer | undefined> {
  const { rows } = await sql<ViewerRow>`${sql.raw(PREPARED)}
    select u.id, u.username, u.full_name, u.role, u.company_id, home.id as location_id, u.must_change_password, u.password_changed_at,
           exists (select 1 from user_two_factor t where t.user_id = u.id and t.enabled_at is not null) as two_factor_enabled,
           (select cs.settings -> 'security' from company_settings cs where cs.company_id = u.company_id) as company_security,
           array(select l.id from location l where l.company_id = u.company_id and l.is_active order by l.id) as company_location_ids,
           array(select ul.location_id from user_location ul join location l on l.id = ul.location_id
                 where ul.user_id = u.id and l.is_active order by ul.location_id) as assigned_location_ids,
           array(select l.id from user_area ua join area a on a.id = ua.area_id and a.is_active and a.company_id = u.company_id
                 join location l on l.area_id = a.id and l.is_active where ua.user_id = u.id order by l.id) as area_location_ids
    from "user" u left join location home on home.id = u.location_id and home.is_active
    where u.id = ${userId} and u.is_active
      and (u.company_id is null or ${companyIsActiveSql(sql.ref('u.company_id'))})`.execute(em.getKysely());
  const user = rows[0];
  if (!user) return undefined;
  const allCompanies = spansAllCompanies(user);
  let ids: number[];
  if (allCompanies) {
    ids = (await em.find(Location, { isActive: true }, { fields: ['id'], orderBy: { id: 'asc' } })).map((l) => l.id);
  } else if (user.company_id !== null && hasCompanyWideAccess(user)) {
    ids = user.company_location_ids;
  } else if (reachesByArea(user)) {
    ids = [...new Set([...user.area_location_ids, ...user.assigned_location_ids])];
  } else {
    ids = user.assigned_location_ids;
  }
  const home = user.location_id;
  return {
    userId: user.id,
    username: user.username,
    fullName: user.full_name,
    role: user.role,
    roleLabel: roleLabel(user.role),
    companyId: user.company_id,
    locationIds: [...new Set(home === null ? ids : [home, ...ids])],
    allCompanies,
    ...securityOf(user),
  };
}
