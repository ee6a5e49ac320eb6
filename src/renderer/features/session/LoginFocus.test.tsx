import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail } from '../../test/fakeApi';
import { bootstrap, settings } from '../../platform/testing';
import { renderApp } from '../../test/render';
import { rememberedKey } from './remembered';
import { CAPTCHA_IMAGE } from './testing';
import type { ErrorKind } from '../../../shared/contract';
import type { SettingsView } from '../../../shared/settings/contract';

// Issue 14: after a refused sign-in the cursor goes back to the field to fix (its text selected);
// the last account name is remembered per server (never the password); the server dialog has 取消.

const loggedOut = (
  over: Parameters<typeof createFakeApi>[0] = {},
  view: SettingsView = settings,
): ReturnType<typeof createFakeApi> =>
  createFakeApi({
    'shell:bootstrap': () => bootstrap({ session: null, settings: view }),
    'settings:get': () => view,
    ...over,
  });

const input = (label: RegExp): HTMLInputElement => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string): void => {
  fireEvent.change(input(label), { target: { value } });
};
const loginButton = (): Promise<HTMLElement> => screen.findByRole('button', { name: '登录' });

async function refusedWith(kind: ErrorKind, message: string, captcha = false): Promise<void> {
  const view: SettingsView = captcha ? { ...settings, grantType: 'captcha' } : settings;
  renderApp({
    api: loggedOut(
      {
        'session:login': () => fail(kind, message),
        'session:captcha': () => ({ key: 'k', image: CAPTCHA_IMAGE }),
      },
      view,
    ),
  });
  await loginButton();
  if (captcha) await screen.findByRole('img', { name: '验证码' });
  fill(/账号/, 'zhangwei');
  fill(/密码/, 'wrong-password');
  if (captcha) fireEvent.change(code(), { target: { value: 'ab12' } });
  fireEvent.click(await loginButton());
  expect(await screen.findByText(message)).toBeTruthy();
}

const code = (): HTMLInputElement =>
  within(document.body).getByRole('textbox', { name: /^验证码/ }) as HTMLInputElement;

const selected = (el: HTMLInputElement): string =>
  el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0);

describe('focus after a refused sign-in', () => {
  it('a wrong password (用户名或密码不正确) selects the password for retyping', async () => {
    await refusedWith('server', '用户名或密码不正确');
    const password = input(/密码/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(selected(password)).toBe('wrong-password');
  });

  it('an unknown account (用户不存在) selects the account name', async () => {
    await refusedWith('server', '用户不存在');
    const account = input(/账号/);
    await waitFor(() => expect(document.activeElement).toBe(account));
    expect(selected(account)).toBe('zhangwei');
  });

  it('a wrong captcha (验证码不正确) puts the cursor in the emptied captcha field', async () => {
    await refusedWith('server', '验证码不正确', true);
    await waitFor(() => expect(document.activeElement).toBe(code()));
    expect(code().value).toBe('');
  });

  it('an unknown tenant (租户ID未找到) selects the tenant', async () => {
    await refusedWith('server', '租户ID未找到');
    await waitFor(() => expect(document.activeElement).toBe(input(/租户编号/)));
  });

  it('an unreachable server names no field: 登录 has the focus, so Enter tries again', async () => {
    await refusedWith('offline', '无法连接服务器（http://x），请检查网络或服务器地址设置');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '登录' })),
    );
  });
});

describe('the remembered account', () => {
  it('pre-fills the last account of this server (never the password) with the cursor in the password', async () => {
    const first = renderApp({ api: loggedOut() });
    await loginButton();
    fill(/租户编号/, '000001');
    fill(/账号/, 'zhangwei');
    fill(/密码/, 'secret-pw');
    fireEvent.click(await loginButton());
    expect(await screen.findByText('张伟')).toBeTruthy();
    const stored = localStorage.getItem(rememberedKey(''));
    expect(JSON.parse(stored ?? '')).toEqual({ tenantId: '000001', account: 'zhangwei' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-pw');
    first.unmount();

    renderApp({ api: loggedOut() });
    await loginButton();
    expect(input(/账号/).value).toBe('zhangwei');
    expect(input(/租户编号/).value).toBe('000001');
    expect(input(/密码/).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input(/密码/)));
  });

  it('is kept per server: another server starts with an empty account', async () => {
    localStorage.setItem(
      rememberedKey('https://a.example'),
      JSON.stringify({ tenantId: '000000', account: 'demo' }),
    );
    renderApp({
      api: loggedOut({}, { ...settings, serverUrl: 'https://b.example', embedded: false }),
    });
    await loginButton();
    expect(input(/账号/).value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(input(/账号/)));
  });
});

describe('the server dialog of the login page', () => {
  it('has 取消, which closes it and saves nothing', async () => {
    const api = loggedOut();
    renderApp({ api });
    fireEvent.click(await screen.findByRole('button', { name: '服务器设置' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/生产服务器地址/), {
      target: { value: 'https://xfjd.example.gov.cn' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('settings:update')).toEqual([]);
    expect(screen.getByText('服务器：内置演示服务器')).toBeTruthy();
  });
});
