import { createHash, randomBytes } from 'node:crypto';

/** What a new key hands over once, and what is kept of it. */
export interface NewSecret {
  /** `fsm_<prefix>_<random>`: shown once, never stored. */
  secret: string;
  /** `fsm_<prefix>`: not secret, shown in lists to tell keys apart. */
  prefix: string;
  hash: string;
}

/** 8 hex characters of prefix and 256 random bits: guessing a key is hopeless, so one hash look-up decides. */
export function newSecret(): NewSecret {
  const prefix = `fsm_${randomBytes(4).toString('hex')}`;
  const secret = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { secret, prefix, hash: hashSecret(secret) };
}

/** SHA-256 suffices (no slow hash): the secret is random, not a password a person chose. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
