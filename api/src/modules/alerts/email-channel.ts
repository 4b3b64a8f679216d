import type { AppServices } from '../../services.js';
import type { AlertChannel, AlertMessage } from './alert-channel.js';

/** E-mail: HTML and plain text over the process's mailer (SMTP, or the server log without SMTP_URL). */
export function emailChannel({ mailer }: Pick<AppServices, 'mailer'>): AlertChannel {
  return {
    name: mailer.channel,
    send: (message) => mailer.send({ to: message.address, subject: message.subject, messageId: message.messageId, ...alertMail(message) }),
  };
}

/** The plain-text and HTML parts of an alert e-mail: the same words, with the action's links. */
export function alertMail({ body, actionUrl, acknowledgeUrl }: AlertMessage): { text: string; html: string } {
  const text = [
    body,
    '',
    `Open the action: ${actionUrl}`,
    ...(acknowledgeUrl ? [`Acknowledge ("I've got it"; stops the escalation, does not resolve the action): ${acknowledgeUrl}`, ACK_NOTE] : []),
  ].join('\n');
  const buttons = [link(actionUrl, 'Open the action'), ...(acknowledgeUrl ? [link(acknowledgeUrl, 'Acknowledge')] : [])].join(' ');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
${htmlOf(body)}
<p>${buttons}</p>
${acknowledgeUrl ? `<p style="color:#555;font-size:0.9em">${escapeHtml(ACK_NOTE)}</p>` : ''}
</body></html>`;
  return { text, html };
}

const ACK_NOTE = 'Acknowledging tells the others you have it and stops the escalation; the action still needs its resolution. The link works once and expires.';

/** The body's paragraphs; a block of "Name: value" lines becomes a table. Everything from people (names, descriptions) is escaped. */
function htmlOf(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n');
      const pairs = lines.map((line) => /^([A-Z][A-Za-z ]{0,30}): (.*)$/.exec(line));
      if (lines.length > 1 && pairs.every(Boolean)) {
        const rows = pairs.map((m) => `<tr><th align="left" style="padding-right:1em">${escapeHtml(m![1]!)}</th><td>${withLinks(m![2]!)}</td></tr>`);
        return `<table>${rows.join('')}</table>`;
      }
      return `<p>${lines.map(withLinks).join('<br>')}</p>`;
    })
    .join('\n');
}

/** Escaped text whose web addresses are links (a grouped alert lists each action's Open and Acknowledge links in its body). */
const withLinks = (text: string): string => escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:8px 16px;background:#1d4ed8;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a>`;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
