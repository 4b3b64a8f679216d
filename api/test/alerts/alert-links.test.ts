import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { AlertLinks } from '../../src/modules/alerts/alert-links.js';

const config = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: 's'.repeat(32), DATA_DIR: '/tmp/fsm-alert-links', ...env });

describe('alert e-mail links', () => {
  it('PUBLIC_URL: defaults to this port on localhost, loses its trailing slash, and must be http(s)', () => {
    expect(config({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(config({ PUBLIC_URL: 'https://haccp.example.com/' }).publicUrl).toBe('https://haccp.example.com');
    expect(() => config({ PUBLIC_URL: 'haccp.example.com' })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    expect(() => config({ PUBLIC_URL: 'ftp://haccp.example.com' })).toThrow(/PUBLIC_URL must be an http\(s\) URL/);
    expect(config({}).acknowledgeLinkSeconds).toBe(86_400);
    expect(() => config({ ACKNOWLEDGE_LINK_EXPIRY_SECONDS: '0' })).toThrow(/ACKNOWLEDGE_LINK_EXPIRY_SECONDS must be a positive integer/);
  });

  it('an Acknowledge token reads back only as signed: another secret, id or expiry is unknown', () => {
    const links = new AlertLinks('secret one', 'https://haccp.example.com', 3600);
    const created = new Date('2026-11-27T10:00:00Z');
    const url = links.acknowledgeUrl(42, created);
    expect(url).toMatch(/^https:\/\/haccp\.example\.com\/api\/acknowledge\/42\.\d+\.[\w-]{43}$/);
    const token = url.split('/').at(-1)!;
    expect(links.read(token)).toEqual({ notificationId: 42, expiresAt: new Date('2026-11-27T11:00:00Z') });
    const [, expires, signature] = token.split('.');
    expect(links.read(`43.${expires}.${signature}`)).toBeNull();
    expect(links.read(`42.${Number(expires) + 3600}.${signature}`)).toBeNull();
    expect(new AlertLinks('secret two', 'https://haccp.example.com', 3600).read(token)).toBeNull();
    expect(links.read('42')).toBeNull();
    expect(links.actionUrl(42)).toBe('https://haccp.example.com/actions?action=42');
  });
});
