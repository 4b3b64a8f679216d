import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertPublicAddress } from '../../http/public-address.js';
import type { AlertChannel, AlertMessage } from './alert-channel.js';
import { companyAlertChannels, type WebhookFormat } from './company-alert-channels.js';
import { postOrFail } from './outbound-post.js';

/**
 * The company's chat webhook: a JSON POST signed with its secret. `X-FSM-Timestamp` is the send's
 * Unix seconds; `X-FSM-Signature` is `sha256=` and the hex HMAC-SHA256 of "timestamp.body", so a
 * receiver can check both who sent it and that it is fresh. The URL, secret and format are read when
 * sending, so a retry after a changed secret signs with the new one.
 */
export function webhookChannel(em: EntityManager, allowInternalAddresses: boolean): AlertChannel {
  return {
    name: 'webhook',
    send: async (message) => {
      const { webhook } = await companyAlertChannels(em, message.companyId);
      if (!webhook) throw new Error('The company webhook has been removed');
      // A company administrator sets the URL: never let it reach the server's own network.
      if (!allowInternalAddresses) await assertPublicAddress(webhook.url);
      const body = JSON.stringify(webhookBody(webhook.format, message));
      const timestamp = String(Math.floor(Date.now() / 1000));
      await postOrFail(webhook.url, body, {
        'content-type': 'application/json',
        'x-fsm-timestamp': timestamp,
        'x-fsm-signature': webhookSignature(webhook.secret, timestamp, body),
      });
    },
  };
}

export const webhookSignature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** The body in the format the receiver reads: the app's own JSON, Slack's `{ text, blocks }` or a Teams MessageCard. */
export function webhookBody(format: WebhookFormat, message: AlertMessage): object {
  const { subject, body, actionUrl, acknowledgeUrl } = message;
  if (format === 'slack') {
    return {
      text: subject,
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: subject.slice(0, 150) } },
        { type: 'section', text: { type: 'mrkdwn', text: slackEscape(body).slice(0, 3000) } },
        { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open the action' }, url: actionUrl }] },
      ],
    };
  }
  if (format === 'teams') {
    return {
      '@type': 'MessageCard',
      '@context': 'https://schema.org/extensions',
      summary: subject,
      title: subject,
      text: body.replace(/\n/g, '  \n'),
      potentialAction: [{ '@type': 'OpenUri', name: 'Open the action', targets: [{ os: 'default', uri: actionUrl }] }],
    };
  }
  return { event: message.reason, correctiveActionId: message.actionId, subject, text: body, actionUrl, acknowledgeUrl };
}

/** Slack reads &, < and > as markup. */
const slackEscape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
