import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

declare module '../../services.js' {
  interface AppServices {
    /** Encrypts two-factor secrets at rest. */
    twoFactorSecrets: TwoFactorSecretBox;
  }
}

/**
 * AES-256-GCM with a key derived (HKDF) from the session secret, so a copy of the database alone
 * (a backup) does not give away anyone's authenticator secret. Stored as iv.tag.ciphertext, base64.
 */
export class TwoFactorSecretBox {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, 'fsm', 'two-factor secret', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64')).join('.');
  }

  open(stored: string): string {
    const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
  }
}
