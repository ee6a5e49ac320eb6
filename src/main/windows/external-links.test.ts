import { describe, expect, it } from 'vitest';
import { decideExternalLink } from './external-links';

const hosts = {
  serverUrl: 'https://xfjd.example.gov.cn:8443/api',
  previewHost: 'http://10.1.2.3:8012',
};

describe('openExternal allow-list', () => {
  it('lets http(s) links to the configured server and preview host go to the browser', () => {
    expect(decideExternalLink('https://xfjd.example.gov.cn:8443/help/manual.pdf', hosts)).toEqual({
      allowed: true,
      url: 'https://xfjd.example.gov.cn:8443/help/manual.pdf',
    });
    expect(decideExternalLink('http://10.1.2.3:8012/onlinePreview?url=abc', hosts).allowed).toBe(
      true,
    );
    expect(decideExternalLink('HTTP://10.1.2.3:8012/x', hosts)).toEqual({
      allowed: true,
      url: 'http://10.1.2.3:8012/x',
    });
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['the server host on another port', 'https://xfjd.example.gov.cn/'],
    ['the server host over http', 'http://xfjd.example.gov.cn:8443/'],
    ['a look-alike host', 'https://xfjd.example.gov.cn.evil.example:8443/'],
    ['credentials in the link', 'https://user:pw@xfjd.example.gov.cn:8443/'],
    ['file', 'file:///C:/Windows/System32/calc.exe'],
    ['javascript', 'javascript:alert(1)'],
    ['a program protocol', 'ms-msdt:/id PCWDiagnostic'],
    ['smb', 'smb://10.1.2.3/share'],
    ['mailto', 'mailto:a@b.c'],
    ['the app itself', 'app://renderer/index.html'],
    ['not a URL', 'xfjd.example.gov.cn'],
  ])('refuses %s', (_name, url) => {
    const d = decideExternalLink(url, hosts);
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).not.toBe('');
  });

  it('allows nothing when no host is configured', () => {
    expect(
      decideExternalLink('https://a.example/', { serverUrl: '', previewHost: '' }).allowed,
    ).toBe(false);
    expect(
      decideExternalLink('https://a.example/', {
        serverUrl: 'not a url',
        previewHost: 'ftp://a.example',
      }).allowed,
    ).toBe(false);
  });
});
