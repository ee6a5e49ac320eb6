import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { defaultMachineConfigPath, sendsJson, SettingsStore } from './settings';
import { ServerConnection } from './connection';
import { settingsHandlers } from './handlers';
import { silentLogger } from '../logger';

const dir = (): string => mkdtempSync(join(tmpdir(), 'xfjd-settings-'));

describe('SettingsStore', () => {
  it('defaults to the embedded server and tenant 000000', () => {
    const d = dir();
    const s = new SettingsStore(d, join(d, 'none.json'));
    expect(s.get()).toEqual({
      serverUrl: '',
      serverUrlLocked: false,
      previewHost: '',
      tenantId: '000000',
      workCalendar: {},
    });
  });

  it('takes defaults from the machine-wide file and lets the profile override them', () => {
    const d = dir();
    const machine = join(d, 'machine.json');
    writeFileSync(
      machine,
      JSON.stringify({
        serverUrl: 'https://xfjd.example.gov.cn',
        previewHost: 'https://preview.example.gov.cn',
        tenantId: '150000',
      }),
    );
    const s = new SettingsStore(d, machine);
    expect(s.get()).toMatchObject({
      serverUrl: 'https://xfjd.example.gov.cn',
      previewHost: 'https://preview.example.gov.cn',
      tenantId: '150000',
    });
    s.update({ serverUrl: 'http://10.1.1.1:8080', previewHost: '' });
    expect(s.get().serverUrl).toBe('http://10.1.1.1:8080');
    // persisted in the profile
    expect(new SettingsStore(d, machine).get().serverUrl).toBe('http://10.1.1.1:8080');
    expect(JSON.parse(readFileSync(join(d, 'settings.json'), 'utf8')).serverUrl).toBe(
      'http://10.1.1.1:8080',
    );
  });

  it('lets IT lock the server URL: the profile cannot change it', () => {
    const d = dir();
    const machine = join(d, 'machine.json');
    writeFileSync(join(d, 'settings.json'), JSON.stringify({ serverUrl: 'http://old.local' }));
    writeFileSync(
      machine,
      JSON.stringify({ serverUrl: 'https://xfjd.example.gov.cn', lockServerUrl: true }),
    );
    const s = new SettingsStore(d, machine);
    expect(s.get()).toMatchObject({
      serverUrl: 'https://xfjd.example.gov.cn',
      serverUrlLocked: true,
    });
    expect(() => s.update({ serverUrl: 'http://other', previewHost: '' })).toThrow(
      M.settingsServerLocked,
    );
    // other settings still change
    s.update({ serverUrl: 'https://xfjd.example.gov.cn', previewHost: 'https://p.local' });
    expect(s.get()).toMatchObject({
      serverUrl: 'https://xfjd.example.gov.cn',
      previewHost: 'https://p.local',
    });
  });

  it('takes extra working-day calendar years from the machine file', () => {
    const d = dir();
    const machine = join(d, 'machine.json');
    const year = { holidays: ['2027-01-01'], workdays: ['2027-01-02'] };
    writeFileSync(machine, JSON.stringify({ workCalendar: { 2027: year } }));
    expect(new SettingsStore(d, machine).get().workCalendar).toEqual({ 2027: year });
  });

  it('ignores a broken machine file instead of failing to start', () => {
    const d = dir();
    const machine = join(d, 'machine.json');
    writeFileSync(machine, '{ not json');
    expect(new SettingsStore(d, machine).get().serverUrl).toBe('');
    writeFileSync(machine, JSON.stringify({ serverUrl: 'ftp://nope' }));
    expect(new SettingsStore(d, machine).get().serverUrl).toBe('');
  });

  it('remembers the last tenant', () => {
    const d = dir();
    const s = new SettingsStore(d, join(d, 'none.json'));
    s.rememberTenant('150100');
    expect(new SettingsStore(d, join(d, 'none.json')).get().tenantId).toBe('150100');
    expect(existsSync(join(d, 'settings.json.tmp'))).toBe(false);
  });

  it('finds the machine file under ProgramData on Windows, or from XFJD_MACHINE_CONFIG', () => {
    expect(defaultMachineConfigPath({ ProgramData: 'D:\\PD' }, 'win32')).toBe(
      join('D:\\PD', 'XfjdClient', 'config.json'),
    );
    expect(defaultMachineConfigPath({ XFJD_MACHINE_CONFIG: '/x.json' }, 'win32')).toBe('/x.json');
    expect(defaultMachineConfigPath({}, 'linux')).toBe('/etc/xfjd-client/config.json');
  });
});

describe('machine options for IT', () => {
  it("defaults to today's values", () => {
    const d = dir();
    expect(new SettingsStore(d, join(d, 'none.json')).machineOptions()).toEqual({
      auth: { clientId: 'saber', clientSecret: 'saber_secret', grantType: 'password' },
      api: { prefix: '/api', json: [] },
      deptFields: {
        unitId: ['unitId', 'companyId', 'zgdwid'],
        unitName: ['unitName', 'companyName', 'zgdwmc'],
        regionCode: ['regionCode', 'areaCode', 'xzqh'],
      },
      userFields: { policeNumber: ['policeNumber', 'police_number', 'jh', 'code'] },
      allowInsecureHttp: false,
      signPreviewLinks: false,
    });
  });

  it('takes every key from the machine file', () => {
    const d = dir();
    const machine = join(d, 'machine.json');
    writeFileSync(
      machine,
      JSON.stringify({
        auth: { clientId: 'xfjd', clientSecret: 'xfjd_secret', grantType: 'captcha' },
        api: { prefix: '', json: ['/api/blade-xfjd/api/generic/saveEntities', '/api/blade-x/*'] },
        deptFields: { regionCode: ['xzqhdm'] },
        userFields: { policeNumber: ['jh'] },
        allowInsecureHttp: true,
      }),
    );
    const o = new SettingsStore(d, machine).machineOptions();
    expect(o).toMatchObject({
      auth: { clientId: 'xfjd', clientSecret: 'xfjd_secret', grantType: 'captcha' },
      api: { prefix: '' },
      deptFields: { regionCode: ['xzqhdm'], unitId: ['unitId', 'companyId', 'zgdwid'] },
      userFields: { policeNumber: ['jh'] },
      allowInsecureHttp: true,
    });
    expect(sendsJson(o.api.json, '/api/blade-xfjd/api/generic/saveEntities')).toBe(true);
    expect(sendsJson(o.api.json, '/api/blade-xfjd/api/generic/saveEntities?x=1')).toBe(true);
    expect(sendsJson(o.api.json, '/api/blade-x/anything/below')).toBe(true);
    expect(sendsJson(o.api.json, '/api/blade-xfjd/api/generic/pageQuery')).toBe(false);
  });

  it('ignores a machine file with an unknown grant type or a malformed prefix, as any broken file', () => {
    const d = dir();
    const machine = join(d, 'machine.json');
    for (const bad of [{ auth: { grantType: 'sms' } }, { api: { prefix: 'api/' } }]) {
      writeFileSync(machine, JSON.stringify({ ...bad, serverUrl: 'https://x.example' }));
      const s = new SettingsStore(d, machine);
      expect(s.get().serverUrl).toBe('');
      expect(s.machineOptions().auth.grantType).toBe('password');
    }
  });
});

describe('plain HTTP', () => {
  const setup = (machineConfig: Record<string, unknown> = {}) => {
    const d = dir();
    const machine = join(d, 'machine.json');
    writeFileSync(machine, JSON.stringify(machineConfig));
    const settings = new SettingsStore(d, machine);
    const connection = new ServerConnection({
      settings,
      startEmbedded: async () => ({ url: 'http://127.0.0.1:1', close: async () => undefined }),
      embeddedDataDir: join(d, 'embedded'),
      logger: silentLogger,
    });
    const loggedOut: number[] = [];
    const handlers = settingsHandlers({
      settings,
      connection,
      session: { logout: () => loggedOut.push(1) },
      net: { check: async () => ({ online: true, since: 0 }) },
    });
    return { settings, connection, handlers, loggedOut };
  };

  it('refuses an http:// server address unless IT allows it, and says why', async () => {
    const { handlers, settings, loggedOut } = setup();
    await expect(
      handlers['settings:update']({ serverUrl: 'http://10.1.1.1:8080', previewHost: '' }),
    ).rejects.toThrow(M.settingsInsecureHttp);
    expect([settings.get().serverUrl, loggedOut]).toEqual(['', []]);
    expect(M.settingsInsecureHttp).toMatch(/^使用 http:\/\/ 明文连接会泄露密码和登录凭据，/);
    expect(M.settingsInsecureHttp).toMatch(/请使用 https:\/\/ 或由管理员在本机配置中允许$/);
    const view = await handlers['settings:update']({
      serverUrl: 'http://127.0.0.1:9',
      previewHost: '',
    });
    expect(view.serverUrl).toBe('http://127.0.0.1:9');
    const allowed = setup({ allowInsecureHttp: true });
    const v = await allowed.handlers['settings:update']({
      serverUrl: 'http://10.1.1.1:8080',
      previewHost: '',
    });
    expect([v.serverUrl, v.allowInsecureHttp]).toEqual(['http://10.1.1.1:8080', true]);
  });

  it('lets other settings change while a locked http:// address stays', async () => {
    const { handlers } = setup({ serverUrl: 'http://10.1.1.1', lockServerUrl: true });
    const view = await handlers['settings:update']({
      serverUrl: 'http://10.1.1.1',
      previewHost: 'https://p.example',
    });
    expect(view.previewHost).toBe('https://p.example');
  });

  it('marks an http:// address in use as refused for login, but not loopback or the embedded one', async () => {
    const locked = setup({ serverUrl: 'http://10.1.1.1', lockServerUrl: true });
    await locked.connection.connect();
    expect(locked.connection.insecureRefusal()).toBe(M.settingsInsecureHttp);
    expect(locked.connection.view()).toMatchObject({
      grantType: 'password',
      allowInsecureHttp: false,
    });
    const allowed = setup({ serverUrl: 'http://10.1.1.1', allowInsecureHttp: true });
    await allowed.connection.connect();
    expect(allowed.connection.insecureRefusal()).toBeNull();
    const loopback = setup({ serverUrl: 'http://localhost:8080' });
    await loopback.connection.connect();
    expect(loopback.connection.insecureRefusal()).toBeNull();
    const embedded = setup();
    await embedded.connection.connect();
    expect(embedded.connection.insecureRefusal()).toBeNull();
  });

  it('signs preview links only for the embedded server or where IT says the server signs them', async () => {
    const embedded = setup();
    await embedded.connection.connect();
    expect(embedded.connection.signsPreviewLinks()).toBe(true);
    const gateway = setup({ serverUrl: 'https://xfjd.example.gov.cn' });
    await gateway.connection.connect();
    expect(gateway.connection.signsPreviewLinks()).toBe(false);
    const named = setup({ serverUrl: 'https://ref.example', signPreviewLinks: true });
    await named.connection.connect();
    expect(named.connection.signsPreviewLinks()).toBe(true);
  });
});
