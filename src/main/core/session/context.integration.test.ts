import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BladeClient } from '../api/client';
import { buildUserContext } from './context';
import { requestToken } from './auth';
import { startTestServer, type TestServer } from '../../../server/testing';
import {
  DEFAULT_DEPT_FIELDS,
  DEFAULT_USER_FIELDS,
  SESSION_API,
} from '../../../shared/session/constants';
import { userInfoSchema, type UserInfo } from '../../../shared/session/schemas';

// The officer's context from the standard calls equals what the province extension says, against
// the reference server in its lenient and its strict (real BladeX: null-to-empty) mode.

const FIELDS = { deptFields: DEFAULT_DEPT_FIELDS, userFields: DEFAULT_USER_FIELDS };

describe.each([false, true])('context against the reference server (strict %s)', (strict) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ strict });
  });
  afterAll(async () => {
    await server.dispose();
  });

  const signIn = async (account: string) => {
    let access: string | null = null;
    const client = new BladeClient({
      baseUrl: () => server.url,
      tokens: { accessToken: () => access, refresh: async () => false, expired: () => undefined },
    });
    const token = await requestToken(client, '000000', {
      grant_type: 'password',
      username: account,
      password: `${account}123456`,
    });
    access = token.access_token;
    return { client, token };
  };

  it.each(['demo', 'lisi'])('builds the same context as the extension for %s', async (account) => {
    const { client, token } = await signIn(account);
    const built = await buildUserContext(client, token, { username: account }, FIELDS);
    const extension: UserInfo = await client.call({
      path: SESSION_API.userInfo,
      schema: userInfoSchema,
    });
    const { missing, permissions, ...rest } = built;
    const { permissions: extPermissions, ...extRest } = extension;
    expect(missing).toEqual([]);
    expect(rest).toEqual(extRest);
    // The button tree also holds its menu's code; every permission the extension names is there.
    expect(permissions).toEqual(expect.arrayContaining(extPermissions));
    expect(permissions.length > 0).toBe(extPermissions.length > 0);
  });
});
