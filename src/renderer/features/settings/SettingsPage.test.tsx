import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail } from '../../test/fakeApi';
import { bootstrap, settings } from '../../platform/testing';
import { renderApp } from '../../test/render';

const fill = (label: RegExp, value: string): void => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('SettingsPage', () => {
  it('is reached from the navigation and shows the server in use', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: '设置' }));
    expect(
      await screen.findByText(
        /当前使用的服务器：http:\/\/127\.0\.0\.1:18080（正在使用内置演示服务器）/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('留空则使用内置演示服务器')).toBeTruthy();
  });

  it('validates addresses with the shared rule before saving', async () => {
    const api = createFakeApi();
    renderApp({ api, path: '/settings' });
    await screen.findByRole('button', { name: '保存设置' });
    fill(/生产服务器地址/, 'ftp://x');
    fill(/文件预览服务地址/, 'preview');
    fireEvent.click(await screen.findByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('服务器地址须以 http:// 或 https:// 开头')).toBeTruthy();
    expect(screen.getByText('预览地址须以 http:// 或 https:// 开头')).toBeTruthy();
    expect(api.callsTo('settings:update')).toEqual([]);
  });

  it('saves, confirms with a toast and signs out when the server changed', async () => {
    const api = createFakeApi();
    renderApp({ api, path: '/settings' });
    await screen.findByRole('button', { name: '保存设置' });
    fill(/文件预览服务地址/, 'http://preview.local');
    fireEvent.click(await screen.findByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('设置已保存')).toBeTruthy();
    expect(api.callsTo('settings:update')).toEqual([
      { serverUrl: '', previewHost: 'http://preview.local' },
    ]);
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();

    fill(/生产服务器地址/, 'https://xfjd.example.gov.cn');
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('shows main refusing the settings', async () => {
    renderApp({
      api: createFakeApi({ 'settings:update': () => fail('invalid', '请求参数不正确') }),
      path: '/settings',
    });
    fireEvent.click(await screen.findByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(screen.getAllByText('请求参数不正确').length).toBeGreaterThan(0));
  });

  it('locks the server field when IT fixed it', async () => {
    const locked = {
      ...settings,
      serverUrl: 'https://xfjd.example.gov.cn',
      serverUrlLocked: true,
      embedded: false,
      effectiveServerUrl: 'https://xfjd.example.gov.cn',
    };
    renderApp({
      api: createFakeApi({ 'shell:bootstrap': () => bootstrap({ settings: locked }) }),
      path: '/settings',
    });
    const input = (await screen.findByLabelText(/生产服务器地址/)) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(screen.getByText('服务器地址由单位信息中心统一配置，不能修改')).toBeTruthy();
  });

  it('refuses a plain http:// server at the field unless IT allows it; loopback stays allowed', async () => {
    const api = createFakeApi();
    renderApp({ api, path: '/settings' });
    await screen.findByRole('button', { name: '保存设置' });
    fill(/生产服务器地址/, 'http://10.1.1.1:8080');
    fireEvent.click(await screen.findByRole('button', { name: '保存设置' }));
    expect(await screen.findByText(/^使用 http:\/\/ 明文连接会泄露密码和登录凭据，/)).toBeTruthy();
    expect(api.callsTo('settings:update')).toEqual([]);
    fill(/生产服务器地址/, 'http://127.0.0.1:8080');
    fireEvent.click(await screen.findByRole('button', { name: '保存设置' }));
    await waitFor(() =>
      expect(api.callsTo('settings:update')).toEqual([
        { serverUrl: 'http://127.0.0.1:8080', previewHost: '' },
      ]),
    );
  });

  it('sends a plain http:// server on when the machine config allows it', async () => {
    const allowed = { ...settings, allowInsecureHttp: true };
    const api = createFakeApi({
      'shell:bootstrap': () => bootstrap({ settings: allowed }),
      'settings:get': () => allowed,
    });
    renderApp({ api, path: '/settings' });
    await screen.findByRole('button', { name: '保存设置' });
    fill(/生产服务器地址/, 'http://10.1.1.1:8080');
    fireEvent.click(await screen.findByRole('button', { name: '保存设置' }));
    await waitFor(() =>
      expect(api.callsTo('settings:update')).toEqual([
        { serverUrl: 'http://10.1.1.1:8080', previewHost: '' },
      ]),
    );
  });

  it('shows a refused save once, in the form, not again as a toast', async () => {
    const api = createFakeApi({
      'settings:update': () => fail('server', '无法连接到该服务器，请检查地址'),
    });
    renderApp({ api, path: '/settings' });
    await screen.findByRole('button', { name: '保存设置' });
    fill(/生产服务器地址/, 'https://xfjd.example.gov.cn');
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('无法连接到该服务器，请检查地址')).toBeTruthy();
    expect(screen.getAllByText('无法连接到该服务器，请检查地址')).toHaveLength(1);
  });
});
