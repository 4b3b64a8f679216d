/** Who is asking, and what they may reach. Every service call carries one. */
export interface Viewer {
  /** The signed-in person; for an API key, the administrator who created it (accountable, never shown as a reading's recorder). */
  userId: number;
  username: string;
  fullName: string;
  role: string;
  roleLabel: string;
  /** Null only for the super user, who spans all companies. */
  companyId: number | null;
  /** Locations the viewer may read and write, home location first. */
  locationIds: number[];
  allCompanies: boolean;
  /** Set when a sensor gateway's API key asks, not a person: it has no role and may only record readings. */
  apiKeyId?: number;
  /** Their password was chosen by someone else: until they change it, only that (and signing out) is allowed. */
  mustChangePassword: boolean;
  /** An administrator whose company requires two-factor authentication and who has not set it up: until they do, only that (and signing out) is allowed. */
  mustEnrolTwoFactor?: boolean;
  /** Set when the person's company restricts addresses (Security → IP restriction): the only networks their requests may come from. */
  allowedNetworks?: readonly string[];
}

export const canReachLocation = (viewer: Viewer, locationId: number): boolean => viewer.locationIds.includes(locationId);

/** Tenant filter for rows that carry company_id directly. */
export const companyScope = (viewer: Viewer) => (viewer.allCompanies ? {} : { company: viewer.companyId ?? -1 });
