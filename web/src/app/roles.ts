/**
 * Role rules for the web, kept in one module. The server will later send capabilities;
 * until then these functions are the only place that compares role names.
 */
export type Role = 'super_admin' | 'admin' | 'user' | 'super_user' | 'customer_admin' | 'branch_manager' | 'branch_user' | 'company_admin' | 'branch_admin';

const roleLabels: Record<Role, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  user: 'Kitchen Staff',
  super_user: 'Super User (App Owner)',
  customer_admin: 'Customer Admin',
  branch_manager: 'Branch Manager',
  branch_user: 'Branch User',
  company_admin: 'Company Admin',
  branch_admin: 'Branch Admin',
};

/** Label from SPEC 6; an unknown role still reads as words rather than a code. */
export function roleLabel(role: string): string {
  if (role in roleLabels) return roleLabels[role as Role];
  return role.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** SPEC 6: the Administration section is shown only to these roles. */
export function canSeeAdministration(role: string): boolean {
  return role === 'super_user' || role === 'customer_admin' || role === 'branch_manager';
}

/** SPEC 2.1: branch users are confined to the mobile app at /mobile. */
export function isConfinedToMobile(role: string): boolean {
  return role === 'branch_user';
}
