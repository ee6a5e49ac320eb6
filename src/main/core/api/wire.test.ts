import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, startFakeServer, type FakeServer } from '../testing/fake-http';
import { BladeClient, type BodyEncoding } from './client';
import { toJsonBody, withPrefix } from './wire';

// The wire details IT configures: the API prefix (what replaces the '/api' an nginx in front
// would map) and the body encoding of each call (form or JSON).

describe('withPrefix', () => {
  it("replaces the leading '/api' with the configured prefix", () => {
    expect(withPrefix('/api/blade-user/info', undefined)).toBe('/api/blade-user/info');
    expect(withPrefix('/api/blade-user/info', '/api')).toBe('/api/blade-user/info');
    expect(withPrefix('/api/blade-user/info', '')).toBe('/blade-user/info');
    expect(withPrefix('/api/blade-user/info', '/gateway/api')).toBe('/gateway/api/blade-user/info');
    expect(withPrefix('/api/blade-user/info', ' gateway/api/ ')).toBe(
      '/gateway/api/blade-user/info',
    );
    expect(withPrefix('/api/x?a=1', '')).toBe('/x?a=1');
  });

  it("leaves paths that do not start with the segment '/api' alone", () => {
    expect(withPrefix('/apix/y', '')).toBe('/apix/y');
    expect(withPrefix('/preview/raw', '/gw')).toBe('/preview/raw');
    expect(withPrefix('/', '')).toBe('/');
  });
});

describe('toJsonBody', () => {
  it('keeps the fields with their types and leaves out null and absent ones', () => {
    expect(toJsonBody({ a: 1, b: '中文', c: true, d: null, e: undefined })).toEqual({
      a: 1,
      b: '中文',
      c: true,
    });
    expect(toJsonBody(undefined)).toEqual({});
  });
});

describe('BladeClient wire options', () => {
  let server: FakeServer;
  beforeEach(async () => {
    server = await startFakeServer();
  });
  afterEach(async () => {
    await server.close();
  });

  const numbers = z.array(z.number());

  it('applies the prefix to calls, text, streams and raw exchanges', async () => {
    let prefix = '';
    const client = new BladeClient({ baseUrl: () => `${server.url}/`, apiPrefix: () => prefix });
    server.handle((c) =>
      c.path.startsWith('/file')
        ? {
            raw: Buffer.from('bytes'),
            headers: { 'Content-Disposition': 'attachment; filename=a', 'Content-Type': 'x/y' },
          }
        : c.path.startsWith('/print')
          ? { raw: Buffer.from('<p>x</p>'), headers: { 'Content-Type': 'text/html' } }
          : ok([1]),
    );
    await client.call({ path: '/api/blade-user/info', schema: numbers });
    await client.text({ path: '/api/print', method: 'GET' });
    const reply = await client.openStream({ path: '/api/file', query: { md5: 'm' } });
    reply.body.resume();
    await client.raw('/api/blade-auth/oauth/token', { form: { a: 1 } });
    prefix = '/gateway/api';
    await client.call({
      path: '/api/blade-user/info',
      method: 'GET',
      query: { id: 1 },
      schema: numbers,
    });
    expect(server.calls.map((c) => c.path)).toEqual([
      '/blade-user/info',
      '/print',
      '/file?md5=m',
      '/blade-auth/oauth/token',
      '/gateway/api/blade-user/info?id=1',
    ]);
  });

  it('sends the same fields as JSON where the encoding says so, and a form elsewhere', async () => {
    const asked: string[] = [];
    const encoding = (path: string): BodyEncoding => {
      asked.push(path);
      return path.includes('json') ? 'json' : 'form';
    };
    const client = new BladeClient({
      baseUrl: () => server.url,
      bodyEncoding: encoding,
      apiPrefix: () => '',
    });
    server.handle((c) =>
      c.path.endsWith('/zip')
        ? {
            raw: Buffer.from('zip'),
            headers: { 'Content-Disposition': 'attachment; filename=a.zip' },
          }
        : ok([1]),
    );
    await client.call({
      path: '/api/json/save',
      form: { ID: 5, NAME: '中文', gone: null },
      schema: numbers,
    });
    await client.call({ path: '/api/form/save', form: { ID: 5, NAME: '中文' }, schema: numbers });
    const reply = await client.openStream({
      path: '/api/json/zip',
      method: 'POST',
      form: { md5s: 'a,b' },
    });
    reply.body.resume();
    await client.raw('/api/json/token', { form: { grant_type: 'password' } });

    const [json, form, zip, token] = server.calls;
    expect(json.headers['content-type']).toContain('application/json');
    expect(JSON.parse(json.body)).toEqual({ ID: 5, NAME: '中文' });
    expect(form.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(form.body))).toEqual({ ID: '5', NAME: '中文' });
    expect(zip.headers['content-type']).toContain('application/json');
    expect(JSON.parse(zip.body)).toEqual({ md5s: 'a,b' });
    expect(JSON.parse(token.body)).toEqual({ grant_type: 'password' });
    // The encoding is chosen by the path as the code writes it, before the prefix.
    expect(asked).toEqual(['/api/json/save', '/api/form/save', '/api/json/zip', '/api/json/token']);
  });

  it('sends no body with a GET, whatever the encoding', async () => {
    const client = new BladeClient({ baseUrl: () => server.url, bodyEncoding: () => 'json' });
    server.handle(() => ok([]));
    await client.call({ path: '/api/dict', method: 'GET', query: { code: 'A' }, schema: numbers });
    expect(server.calls[0]).toMatchObject({ method: 'GET', path: '/api/dict?code=A', body: '' });
  });
});
