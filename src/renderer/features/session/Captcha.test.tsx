import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail } from '../../test/fakeApi';
import { bootstrap, session, settings } from '../../platform/testing';
import { press, renderApp } from '../../test/render';
import { CAPTCHA_IMAGE } from './testing';

// Grant type captcha (machine config auth.grantType): the login form and the relogin prompt show
// the captcha image with a 验证码 field; the key and the code go with the sign-in.

const captchaSettings = { ...settings, grantType: 'captcha' as const };

function captchaApi(over: Parameters<typeof createFakeApi>[0] = {}, signedIn = false) {
  let n = 0;
  return createFakeApi({
    'shell:bootstrap': () =>
      bootstrap({ session: signedIn ? session : null, settings: captchaSettings }),
    'settings:get': () => captchaSettings,
    'session:captcha': () => {
      n += 1;
      return { key: `key-${n}`, image: CAPTCHA_IMAGE };
    },
    ...over,
  });
}

const fill = (label: RegExp, value: string): void => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};
const code = (root: HTMLElement = document.body): HTMLInputElement =>
  within(root).getByRole('textbox', { name: /^验证码/, hidden: true }) as HTMLInputElement;
const loginButton = (): Promise<HTMLElement> => screen.findByRole('button', { name: '登录' });
const image = (): Promise<HTMLElement> => screen.findByRole('img', { name: '验证码' });

describe('login with a captcha', () => {
  it('shows no captcha with the password grant', async () => {
    const api = createFakeApi({ 'shell:bootstrap': () => bootstrap({ session: null }) });
    renderApp({ api });
    await loginButton();
    expect(screen.queryByLabelText(/验证码/)).toBeNull();
    expect(api.callsTo('session:captcha')).toEqual([]);
  });

  it('shows the image, asks for the code and sends it with its key', async () => {
    const api = captchaApi();
    renderApp({ api });
    expect((await image()).getAttribute('src')).toBe(CAPTCHA_IMAGE);
    fill(/账号/, 'zhangwei');
    fill(/密码/, 'pw');
    fireEvent.click(await loginButton());
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(api.callsTo('session:login')).toEqual([]);
    fireEvent.change(code(), { target: { value: ' ab12 ' } });
    fireEvent.click(await loginButton());
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(api.callsTo('session:login')).toEqual([
      {
        tenantId: '000000',
        username: 'zhangwei',
        password: 'pw',
        captchaKey: 'key-1',
        captchaCode: 'ab12',
      },
    ]);
  });

  it('gives a new image on a click on it', async () => {
    const api = captchaApi();
    renderApp({ api });
    await image();
    fireEvent.click(screen.getByRole('button', { name: '验证码图片，点击更换' }));
    await waitFor(() => expect(api.callsTo('session:captcha')).toHaveLength(2));
    expect(await image()).toBeTruthy();
  });

  it('after a refused sign-in, clears the code and shows a new image for the next try', async () => {
    const api = captchaApi({ 'session:login': () => fail('server', '验证码不正确') });
    renderApp({ api });
    await image();
    fill(/账号/, 'zhangwei');
    fill(/密码/, 'pw');
    fireEvent.change(code(), { target: { value: 'zzzz' } });
    fireEvent.click(await loginButton());
    expect(await screen.findByText('验证码不正确')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('session:captcha')).toHaveLength(2));
    expect(code().value).toBe('');
  });

  it('says why when the image cannot be had, and retries on a click', async () => {
    let down = true;
    const api = captchaApi({
      'session:captcha': () => {
        if (down) fail('invalid', '使用 http:// 明文连接会泄露密码和登录凭据');
        return { key: 'k', image: CAPTCHA_IMAGE };
      },
    });
    renderApp({ api });
    expect(await screen.findByText('使用 http:// 明文连接会泄露密码和登录凭据')).toBeTruthy();
    const retry = screen.getByRole('button', { name: '验证码图片，点击更换' });
    expect(retry.textContent).toBe('验证码获取失败，点击重试');
    down = false;
    fireEvent.click(retry);
    expect(await image()).toBeTruthy();
  });

  it('asks the code in the relogin prompt too, with a new image each time it opens', async () => {
    const api = captchaApi({}, true);
    renderApp({ api });
    await screen.findByRole('button', { name: '退出登录' });
    expect(api.callsTo('session:captcha')).toEqual([]);
    act(() => api.emit('session:expired', { account: 'zhangwei' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    await within(dialog).findByRole('img', { name: '验证码', hidden: true });
    const password = within(dialog).getByLabelText(/密码/) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    fireEvent.change(password, { target: { value: 'secret' } });
    press(await within(dialog).findByRole('button', { name: '登录' }));
    expect(await within(dialog).findByText('请输入验证码')).toBeTruthy();
    fireEvent.change(code(dialog), { target: { value: 'x7k2' } });
    press(await within(dialog).findByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('session:login')).toEqual([
      {
        tenantId: '000000',
        username: 'zhangwei',
        password: 'secret',
        captchaKey: 'key-1',
        captchaCode: 'x7k2',
      },
    ]);
    act(() => api.emit('session:expired', { account: 'zhangwei' }));
    const again = await screen.findByRole('alertdialog', { hidden: true });
    await waitFor(() => expect(api.callsTo('session:captcha')).toHaveLength(2));
    await within(again).findByRole('img', { name: '验证码', hidden: true });
    expect(api.callsTo('session:captcha')).toHaveLength(2);
  });
});
