import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail } from '../../test/fakeApi';
import { bootstrap, session, settings } from '../../platform/testing';
import { renderApp } from '../../test/render';

const loggedOut = (
  over: Parameters<typeof createFakeApi>[0] = {},
  boot = bootstrap({ session: null }),
) => createFakeApi({ 'shell:bootstrap': () => boot, ...over });

const fill = (label: RegExp, value: string): void => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const loginButton = (): Promise<HTMLElement> => screen.findByRole('button', { name: '登录' });

describe('LoginPage', () => {
  it('names every empty field and does not call the server', async () => {
    const api = loggedOut();
    renderApp({ api });
    await loginButton();
    fill(/租户编号/, '');
    fireEvent.click(await loginButton());
    expect(await screen.findByText('请输入租户编号')).toBeTruthy();
    expect(screen.getByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(api.callsTo('session:login')).toEqual([]);
    // Typing clears that field's message.
    fill(/账号/, 'zhangwei');
    expect(screen.queryByText('请输入账号')).toBeNull();
  });

  it('defaults the tenant to 000000 and marks the password field as a password', async () => {
    renderApp({ api: loggedOut() });
    expect(((await screen.findByLabelText(/租户编号/)) as HTMLInputElement).value).toBe('000000');
    expect((screen.getByLabelText(/密码/) as HTMLInputElement).type).toBe('password');
  });

  it('shows the server refusal text and stays on the login page', async () => {
    const api = loggedOut({ 'session:login': () => fail('server', '用户名或密码不正确') });
    renderApp({ api });
    await loginButton();
    fill(/账号/, 'zhangwei');
    fill(/密码/, 'wrong');
    fireEvent.click(await loginButton());
    expect(await screen.findByText('用户名或密码不正确')).toBeTruthy();
    expect(api.callsTo('session:login')).toEqual([
      { tenantId: '000000', username: 'zhangwei', password: 'wrong' },
    ]);
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('shows the unreachable-server message main sends', async () => {
    const msg = '无法连接服务器（https://xfjd.example.gov.cn），请检查网络或服务器地址设置';
    renderApp({ api: loggedOut({ 'session:login': () => fail('offline', msg) }) });
    await loginButton();
    fill(/账号/, 'zhangwei');
    fill(/密码/, 'pw');
    fireEvent.click(await loginButton());
    expect(await screen.findByText(msg)).toBeTruthy();
  });

  it('enters the frame after a successful login', async () => {
    renderApp({ api: loggedOut({ 'session:login': () => session }) });
    await loginButton();
    fill(/账号/, 'zhangwei');
    fill(/密码/, 'pw');
    fireEvent.click(await loginButton());
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(screen.getByText('南京市消防救援支队')).toBeTruthy();
  });

  it('tells once, after login, that the local database was rebuilt and what was kept', async () => {
    const notice = '本机数据库文件已损坏，已自动重建。损坏的文件已保留为：a.corrupt.sqlite。';
    renderApp({ api: loggedOut({ 'session:login': () => ({ ...session, notices: [notice] }) }) });
    await loginButton();
    fill(/账号/, 'zhangwei');
    fill(/密码/, 'pw');
    fireEvent.click(await loginButton());
    const dialog = await screen.findByRole('dialog', { name: '本机数据提示' });
    expect(dialog.textContent).toContain(notice);
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '本机数据提示' })).toBeNull());
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('says which server is in use', async () => {
    renderApp({ api: loggedOut() });
    expect(await screen.findByText('服务器：内置演示服务器')).toBeTruthy();
  });

  it('shows a production server by its address', async () => {
    const boot = bootstrap({
      session: null,
      settings: {
        ...settings,
        serverUrl: 'https://xfjd.example.gov.cn',
        effectiveServerUrl: 'https://xfjd.example.gov.cn',
        embedded: false,
      },
    });
    renderApp({ api: loggedOut({}, boot) });
    expect(await screen.findByText('服务器：https://xfjd.example.gov.cn')).toBeTruthy();
  });

  it('lets the officer set the server before signing in', async () => {
    const api = loggedOut();
    renderApp({ api });
    fireEvent.click(await screen.findByRole('button', { name: '服务器设置' }));
    fill(/生产服务器地址/, 'https://xfjd.example.gov.cn');
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() =>
      expect(api.callsTo('settings:update')).toEqual([
        { serverUrl: 'https://xfjd.example.gov.cn', previewHost: '' },
      ]),
    );
    expect(await screen.findByText('服务器：https://xfjd.example.gov.cn')).toBeTruthy();
  });
});
