import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { M } from '../../../shared/messages';
import { defaultMachineConfigPath, SettingsStore } from './settings';

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
