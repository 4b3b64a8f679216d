import type { AcknowledgeLinkState } from './acknowledge-link.service.js';
import { escapeHtml } from './email-channel.js';

/** The HTTP status of each state's page: a dead link says so (404 unknown, 410 expired, 409 nothing left to do). */
export const PAGE_STATUS: Record<AcknowledgeLinkState['state'], number> = { unknown: 404, expired: 410, resolved: 409, ready: 200, acknowledged: 200 };

/**
 * The page an Acknowledge link opens, without signing in. Ready: a button that POSTs (opening the
 * link changes nothing, so a mail scanner's visit acknowledges nothing). Text from people is escaped.
 */
export function acknowledgePage(link: AcknowledgeLinkState, actionUrl: (id: number) => string): string {
  const { title, lines, form } = contentOf(link);
  const open = 'actionId' in link ? `<p><a href="${escapeHtml(actionUrl(link.actionId))}">Open Action #${link.actionId} in the app</a></p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — Food Safety Management</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#111}button{font:inherit;padding:.6rem 1.4rem;background:#1d4ed8;color:#fff;border:0;border-radius:6px;cursor:pointer}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${form ? '<form method="post"><button type="submit">Acknowledge</button></form>' : ''}
${open}
</body></html>`;
}

function contentOf(link: AcknowledgeLinkState): { title: string; lines: string[]; form?: boolean } {
  switch (link.state) {
    case 'unknown':
      return { title: 'Link not found', lines: ['This acknowledge link is not valid. Open the action in the app instead.'] };
    case 'expired':
      return { title: 'This link has expired', lines: ['Nothing was changed. Open the action in the app to acknowledge it.'] };
    case 'resolved':
      return { title: 'Already resolved', lines: [`Action #${link.actionId} is already resolved; there is nothing to acknowledge.`] };
    case 'ready':
      return {
        title: `Acknowledge Action #${link.actionId}?`,
        lines: [
          link.description,
          ...(link.locationName ? [`Location: ${link.locationName}`] : []),
          `You are acknowledging as ${link.recipientName}: the others who were alerted are told, and the escalation stops. The action still needs its resolution.`,
        ],
        form: true,
      };
    case 'acknowledged':
      return {
        title: link.justNow ? 'Acknowledged' : 'Already acknowledged',
        lines: [
          `${link.justNow ? 'Acknowledged' : 'Already acknowledged'} by ${link.byName} at ${link.at}.`,
          'The action still needs its resolution and verification.',
        ],
      };
  }
}
