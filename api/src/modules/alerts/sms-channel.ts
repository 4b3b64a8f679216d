import type { SmsProviderConfig } from '../../config.js';
import type { AlertChannel, AlertMessage } from './alert-channel.js';
import { postOrFail } from './outbound-post.js';

declare module '../../services.js' {
  interface AppServices {
    /** The SMS provider, when SMS_* is configured; null: no SMS channel (no SMS is recorded). */
    sms: SmsProviderConfig | null;
  }
}

/**
 * SMS through a provider speaking Twilio's Messages API: a form-encoded POST of To, From and Body
 * to `{base}/2010-04-01/Accounts/{sid}/Messages.json` with HTTP basic auth (sid:token).
 */
export function smsChannel(provider: SmsProviderConfig): AlertChannel {
  const url = `${provider.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(provider.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${provider.accountSid}:${provider.authToken}`).toString('base64')}`;
  return {
    name: 'sms',
    send: (message) =>
      postOrFail(url, new URLSearchParams({ To: message.address, From: provider.from, Body: smsText(message) }).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
        authorization,
      }),
  };
}

/** The lines an SMS keeps from the alert's words: the unit, its reading, the site and the site's time. */
const SMS_LINES = /^(Unit|Reading|Location|Opened): /;

/** A short text: the subject, the unit, reading, site and local time, and the action's link. */
export function smsText({ subject, body, actionUrl }: AlertMessage): string {
  return [subject, ...alertFacts(body), actionUrl].join('\n');
}

/** The alert's facts in a few lines (an SMS's, a push notification's): the unit, its reading, the site and the site's time. */
export const alertFacts = (body: string): string[] => body.split('\n').filter((line) => SMS_LINES.test(line));
