import { describe, expect, it } from 'vitest';
import { isInsecureServerUrl, isLoopbackHost } from './rules';

describe('isInsecureServerUrl', () => {
  it('flags plain HTTP to another machine', () => {
    for (const url of [
      'http://xfjd.example.gov.cn',
      'HTTP://10.1.1.1:8080/',
      'http://user:pw@10.0.0.2/api',
      'http://[2001:db8::1]:8080',
      'http://127.0.0.1.evil.example',
      'http://localhost.example.com',
    ])
      expect(isInsecureServerUrl(url), url).toBe(true);
  });

  it('allows HTTPS, the embedded server (empty) and loopback addresses', () => {
    for (const url of [
      '',
      'https://xfjd.example.gov.cn',
      'http://127.0.0.1:18080',
      'http://127.1.2.3',
      'http://localhost:3000/',
      'http://[::1]:8080',
      ' http://LOCALHOST ',
    ])
      expect(isInsecureServerUrl(url), url).toBe(false);
  });

  it('knows the loopback host names', () => {
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('app.localhost')).toBe(true);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
  });
});
