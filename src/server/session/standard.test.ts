import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC, call, login, md5, startTestServer, type TestServer } from '../testing';
import type { ServerContext } from '../context';
import { registerCaptchaRoutes, verifyCaptcha } from './captcha';
import { SESSION_API } from '../../shared/session/constants';
import { captchaSchema, menuTreeSchema, recordSchema } from '../../shared/session/schemas';
import { envelopeSchema } from '../../shared/common/schemas';

// The standard BladeX calls the client builds the officer's context from, over real HTTP, in the
// shapes of SpringBlade's UserVO, MenuVO tree and DeptVO; and blade-auth's captcha.

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await login(server.url)).access;
});
afterAll(async () => {
  await server.dispose();
});

const get = async (path: string, token: string | null = demo, query = {}) => {
  const { status, json } = await call(server.url, token, path, query, 'GET');
  return { status, json, data: envelopeSchema.parse(json).data };
};

/** The codes of a MenuVO tree, as the client flattens them. */
const codes = (nodes: unknown): string[] =>
  menuTreeSchema.parse(nodes).flatMap((n) => {
    const node = n as { code: string; children?: unknown[] };
    return [node.code, ...codes(node.children ?? [])];
  });

describe('standard user calls', () => {
  it('answers the user record (UserVO) of the token’s officer, police number in code', async () => {
    const { status, data } = await get(SESSION_API.user);
    expect(status).toBe(200);
    expect(recordSchema.parse(data)).toMatchObject({
      id: '1123598821738675201',
      tenantId: '000000',
      account: 'demo',
      realName: '张伟',
      code: '1502117',
      deptId: '1501020010',
      roleName: '执法人员',
    });
  });

  it('answers the button permissions as a menu tree with codes', async () => {
    const { data } = await get(SESSION_API.buttons);
    expect(codes(data)).toContain('933001001');
    const lisi = (await login(server.url, 'lisi')).access;
    expect((await get(SESSION_API.buttons, lisi)).data).toEqual([]);
  });

  it('answers the department record with the unit and regional code fields', async () => {
    const section = await get(SESSION_API.dept, demo, { id: '1501020010' });
    expect(recordSchema.parse(section.data)).toMatchObject({
      id: '1501020010',
      parentId: '1501020000',
      deptName: '监督执法科',
      unitId: '1501020000',
      unitName: '呼和浩特市新城区消防救援大队',
      regionCode: '15',
    });
    const brigade = await get(SESSION_API.dept, demo, { id: '1301020000' });
    expect(brigade.data).toMatchObject({
      id: '1301020000',
      parentId: '0',
      fullName: '石家庄市长安区消防救援大队',
      regionCode: '13',
    });
    for (const query of [{ id: 'no-such-dept' }, {}]) {
      const none = await get(SESSION_API.dept, demo, query);
      expect(none.json).toMatchObject({ code: 200, success: true, data: null });
    }
  });

  it('refuses all three without a token', async () => {
    for (const path of [SESSION_API.user, SESSION_API.buttons, SESSION_API.dept]) {
      const { status, json } = await call(server.url, null, path, {}, 'GET');
      expect([status, json.code], path).toEqual([401, 401]);
    }
  });
});

/** The characters the SVG draws, in order: what an officer reads off the image. */
const readSvg = (image: string): string => {
  const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
  return [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((m) => m[1]).join('');
};

describe('captcha', () => {
  it('answers { key, image } without a token, a new key each time', async () => {
    const first = await fetch(`${server.url}${SESSION_API.captcha}`);
    expect(first.status).toBe(200);
    const a = captchaSchema.parse(await first.json());
    expect(a.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(readSvg(a.image)).toMatch(/^[2-9a-z]{4}$/);
    const b = captchaSchema.parse(
      await (await fetch(`${server.url}${SESSION_API.captcha}`)).json(),
    );
    expect(b.key).not.toBe(a.key);
  });

  it('checks a code once, in any case, within 30 minutes', async () => {
    let now = 1_000_000;
    const ctx = { now: () => now } as unknown as ServerContext;
    const app = Fastify();
    registerCaptchaRoutes(app, ctx);
    const issue = async (): Promise<{ key: string; code: string }> => {
      const res = await app.inject({ method: 'GET', url: SESSION_API.captcha });
      const c = captchaSchema.parse(res.json());
      return { key: c.key, code: readSvg(c.image) };
    };
    const one = await issue();
    expect(verifyCaptcha(ctx, one.key, one.code.toUpperCase())).toBe(true);
    expect(verifyCaptcha(ctx, one.key, one.code)).toBe(false);
    const two = await issue();
    expect(verifyCaptcha(ctx, two.key, 'zzzzz')).toBe(false);
    // A wrong try spends the key too, as blade-auth's getAndDel does.
    expect(verifyCaptcha(ctx, two.key, two.code)).toBe(false);
    const three = await issue();
    now += 30 * 60_000;
    expect(verifyCaptcha(ctx, three.key, three.code)).toBe(false);
    expect(verifyCaptcha(ctx, undefined, 'abcd')).toBe(false);
    await app.close();
  });

  it('signs in with the captcha grant only with the code the image shows, once', async () => {
    const grant = async (key: string, code: string): Promise<Response> =>
      fetch(`${server.url}${SESSION_API.token}`, {
        method: 'POST',
        headers: {
          Authorization: BASIC,
          'Tenant-Id': '000000',
          'Captcha-Key': key,
          'Captcha-Code': code,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          tenantId: '000000',
          username: 'demo',
          password: md5('demo123456'),
          grant_type: 'captcha',
          scope: 'all',
        }).toString(),
      });
    const fresh = async (): Promise<{ key: string; code: string }> => {
      const c = captchaSchema.parse(
        await (await fetch(`${server.url}${SESSION_API.captcha}`)).json(),
      );
      return { key: c.key, code: readSvg(c.image) };
    };
    const wrong = await fresh();
    const refused = await grant(wrong.key, wrong.code === 'abcd' ? 'abce' : 'abcd');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error_description: string }).error_description).toBe(
      '验证码不正确',
    );
    const right = await fresh();
    const ok = await grant(right.key, right.code);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { account: string }).account).toBe('demo');
    // The key is spent: the same code does not sign in twice.
    expect((await grant(right.key, right.code)).status).toBe(400);
  });
});
