import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { type Agent, createServer, globalAgent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One push message as the push service got it: the encrypted body, untouched. */
export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakePushService {
  /** https://127.0.0.1:<port>: a device's endpoint is this plus a path. */
  url: string;
  requests: PushRequest[];
  close(): Promise<void>;
}

/**
 * A push service on loopback, in the test process, over TLS with a certificate made for it (web-push
 * speaks only https): the process's default https agent is told to trust that certificate while it
 * runs. It answers 201 as push services do, or what `statusFor` says for a path (410: gone).
 */
export async function startFakePushService(statusFor: (path: string) => number = () => 201): Promise<FakePushService> {
  const dir = mkdtempSync(join(tmpdir(), 'fsm-push-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ]),
    { stdio: 'ignore' },
  );
  const requests: PushRequest[] = [];
  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusFor(req.url ?? '')).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agentOptions = (globalAgent as Agent & { options: { ca?: unknown } }).options;
  const trusted = agentOptions.ca;
  agentOptions.ca = readFileSync(cert);
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        agentOptions.ca = trusted;
        server.close(() => resolve());
      }),
  };
}

/** A browser's push subscription keys: a P-256 key pair and a 16-byte auth secret. */
export interface DeviceKeys {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
}

export function deviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

/**
 * Decrypts an aes128gcm push message (RFC 8188 framing, RFC 8291 keys) as the browser would: the
 * header names the salt and the server's one-off public key; the ECDH secret with the auth secret
 * gives the key material, from which the content key and nonce; one record, padded with 0x02 0x00…
 */
export function decryptPush(body: Buffer, device: DeviceKeys): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body[20];
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', device.ecdh.computeSecret(serverKey), Buffer.from(device.auth, 'base64url'), keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = padded.length - 1;
  while (padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm message');
  return padded.subarray(0, end).toString('utf8');
}
