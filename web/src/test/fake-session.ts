import { vi } from 'vitest';
import type { Session, SessionUser } from '../lib/session';

type Capabilities = SessionUser['capabilities'];

/** Every capability off but the ones given, so a test names only what matters to it. */
export function capabilities(granted: Partial<Capabilities> = {}): Capabilities {
  return {
    administration: false,
    manageManuals: false,
    manageSchedules: false,
    manageCheckTemplates: false,
    manageEquipment: false,
    changeLocationStatus: false,
    mobileOnly: false,
    createOwnCompany: false,
    manageSettings: false,
    manageApiKeys: false,
    readAuditTrail: false,
    readSiteLeague: false,
    manageInspectorLinks: false,
    manageAreas: false,
    manageCompanies: false,
    manageHaccpPlans: false,
    ...granted,
  };
}

export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    username: 'jane',
    fullName: 'Jane Cook',
    role: 'branch_manager',
    roleLabel: 'Branch Manager',
    initials: 'JC',
    email: 'jane@example.com',
    companyName: 'Harbour Kitchens Ltd',
    mustChangePassword: false,
    expiredPassword: false,
    twoFactorEnabled: false,
    mustEnrolTwoFactor: false,
    capabilities: capabilities({ administration: true, manageEquipment: true }),
    locations: [
      { id: 1, name: 'Main Kitchen' },
      { id: 2, name: 'Downtown Branch' },
    ],
    temperatureUnit: 'celsius',
    dateFormat: 'MM/DD/YYYY',
    ...overrides,
  };
}

/** A session value without a server; pass `user: null` or a status to shape it. */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  const user = overrides.user === undefined ? fakeUser() : overrides.user;
  return {
    status: user ? 'signed-in' : 'signed-out',
    user,
    signIn: vi.fn(async () => fakeUser()),
    signUp: vi.fn(async () => fakeUser()),
    signOut: vi.fn(async () => {}),
    refreshUser: vi.fn(async () => {}),
    ...overrides,
  };
}
