import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

declare module '../../services.js' {
  interface AppServices {
    /** The links an alert e-mail carries: to its action, and its signed Acknowledge link. */
    alertLinks: AlertLinks;
  }
}

/** What a valid Acknowledge token names: the notification it was sent with, and until when it works. */
export interface AcknowledgeToken {
  notificationId: number;
  expiresAt: Date;
}

/**
 * An Acknowledge link is `<PUBLIC_URL>/api/acknowledge/<notification id>.<expiry>.<signature>`: an
 * HMAC-SHA256 (key derived from the session secret) of the id and expiry, so the server stores no
 * token and a changed id or expiry no longer matches. It works once because acknowledging is once
 * per action; the expiry is fixed from the notification's creation, so a retried send sends the same link.
 */
export class AlertLinks {
  private readonly key: Buffer;

  constructor(
    sessionSecret: string,
    readonly publicUrl: string,
    private readonly expirySeconds: number,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', sessionSecret, 'fsm', 'acknowledge link', 32));
  }

  /** The desktop app's Corrective Actions screen with this action's details open (web lib/paths' correctiveActionPath). */
  actionUrl(actionId: number): string {
    return `${this.publicUrl}/actions?action=${actionId}`;
  }

  /** The Corrective Actions screen: where a grouped alert's several actions are. */
  actionsUrl(): string {
    return `${this.publicUrl}/actions`;
  }

  acknowledgeUrl(notificationId: number, createdAt: Date): string {
    const expires = Math.floor(createdAt.getTime() / 1000) + this.expirySeconds;
    return `${this.publicUrl}/api/acknowledge/${notificationId}.${expires}.${this.sign(notificationId, expires)}`;
  }

  /** The token's notification and expiry, or null for anything not signed here (tampered, truncated, made up). */
  read(token: string): AcknowledgeToken | null {
    const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const [, id, expires, signature] = match;
    const expected = Buffer.from(this.sign(Number(id), Number(expires)));
    const given = Buffer.from(signature!);
    if (!timingSafeEqual(expected, given)) return null;
    return { notificationId: Number(id), expiresAt: new Date(Number(expires) * 1000) };
  }

  private sign(notificationId: number, expires: number): string {
    return createHmac('sha256', this.key).update(`${notificationId}.${expires}`).digest('base64url');
  }
}
