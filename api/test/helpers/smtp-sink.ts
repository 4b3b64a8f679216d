import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** Its Message-ID header: the same on every attempt of one notification. */
  messageId: string;
  raw: string;
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** The next delivery to this address is refused with a temporary failure (451). */
  refuseOnce(address: string): void;
  /** From now on the server stops answering at RCPT TO, as a stuck mail server does, until release(). */
  hold(): void;
  /** From now on the server answers RCPT TO only after `ms`, as a slow mail server does. */
  slow(ms: number): void;
  /** How many deliveries are waiting on the held or slow server. */
  held(): number;
  /** Answers the deliveries still waiting, and every later one. */
  release(): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback, in the test process: what nodemailer sends arrives here. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const refusing = new Set<string>();
  let holding = false;
  let slowMs = 0;
  // Held answers by SMTP session: a client that gives up (closes) is no longer waiting.
  const waiting = new Map<string, () => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, session, callback) {
      if (holding) return void waiting.set(session.id, callback);
      if (slowMs > 0) {
        waiting.set(session.id, callback);
        // Answered late unless the client gave up (closed) meanwhile.
        return void setTimeout(() => waiting.delete(session.id) && callback(), slowMs);
      }
      if (!refusing.delete(address.address)) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
    },
    onClose(session) {
      waiting.delete(session.id);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim() ?? '';
        mails.push({ to, raw, subject: header('Subject'), messageId: header('Message-ID') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseOnce: (address) => refusing.add(address),
    hold: () => {
      holding = true;
    },
    slow: (ms) => {
      slowMs = ms;
    },
    held: () => waiting.size,
    release: () => {
      holding = false;
      for (const answer of waiting.values()) answer();
      waiting.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail as its reader sees it: quoted-printable undone (soft breaks and =XX escapes). */
export const readableMail = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})((?:=[0-9A-F]{2})*)/g, (match) => Buffer.from(match.replaceAll('=', ''), 'hex').toString('utf8'));

/** A multipart mail's plain-text part, readable. */
export const mailTextPart = (mail: ReceivedMail): string =>
  /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(readableMail(mail.raw))?.[1] ?? '';
