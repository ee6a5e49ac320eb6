import { describe, expect, it } from 'vitest';
import { CHANNELS, requestSchemas } from './contract';
describe('IPC contract', () => {
  it('names every channel area:action', () => {
    for (const c of CHANNELS) expect(c).toMatch(/^[a-z]+:[a-zA-Z]+$/);
  });

  it('checks login arguments', () => {
    expect(
      requestSchemas['session:login'].safeParse({
        tenantId: '000000',
        username: 'demo',
        password: 'x',
      }).success,
    ).toBe(true);
    expect(
      requestSchemas['session:login'].safeParse({
        tenantId: '000000',
        username: ' ',
        password: 'x',
      }).success,
    ).toBe(false);
    expect(
      requestSchemas['session:login'].safeParse({ tenantId: '000000', username: 'demo' }).success,
    ).toBe(false);
  });

  it('only accepts known dictionary codes', () => {
    expect(requestSchemas['dict:get'].safeParse({ code: 'XFJD_XMRW_RWLX' }).success).toBe(true);
    expect(requestSchemas['dict:get'].safeParse({ code: 'DROP TABLE' }).success).toBe(false);
  });

  it('limits page sizes', () => {
    expect(requestSchemas['tasks:list'].safeParse({ current: 1, size: 500 }).success).toBe(false);
    expect(
      requestSchemas['detail:opLog'].safeParse({ runId: 'r', RWID: 'x', current: 1, size: 40 })
        .success,
    ).toBe(true);
  });
});
