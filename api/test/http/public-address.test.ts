import { describe, expect, it } from 'vitest';
import { assertPublicAddress } from '../../src/http/public-address.js';

describe('a webhook address must be public', () => {
  it('refuses loopback, private, link-local (cloud metadata), unique-local and IPv4-mapped internal addresses, by literal or by name', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'https://10.1.2.3/hook',
      'https://172.20.0.5/hook',
      'https://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/hook',
      'http://0.0.0.0/hook',
      'http://[::1]/hook',
      'http://[fd12:3456::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
    ]) {
      await expect(assertPublicAddress(url), url).rejects.toThrow(/internal address/);
    }
  });

  it('lets a public address through', async () => {
    await expect(assertPublicAddress('https://93.184.216.34/hook')).resolves.toBeUndefined();
    await expect(assertPublicAddress('https://[2606:4700:4700::1111]/hook')).resolves.toBeUndefined();
  });
});
