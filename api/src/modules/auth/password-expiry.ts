const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a password set at `changedAt` is older than the company's password expiry allows
 * (Security setting, 0 = never): its holder must choose a new one before anything else (the
 * must-change flow, password-change-gate.ts). The setting is a company's: the super user, who
 * has none, is never asked.
 */
export function passwordExpired(changedAt: Date | string, expiryDays: number | null, now = Date.now()): boolean {
  return expiryDays !== null && expiryDays > 0 && now - new Date(changedAt).getTime() >= expiryDays * DAY_MS;
}
