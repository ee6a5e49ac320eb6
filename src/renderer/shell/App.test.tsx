import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../test/fakeApi';
import { bootstrap } from '../platform/testing';
import { press, renderApp } from '../test/render';

describe('App frame', () => {
  it('shows the login page when main has no session', async () => {
    renderApp({ api: createFakeApi({ 'shell:bootstrap': () => bootstrap({ session: null }) }) });
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(screen.getByLabelText(/租户编号/)).toBeTruthy();
  });

  it('shows the officer, the unit and the network state, and follows net:changed', async () => {
    const { api } = renderApp();
    expect(await screen.findByText('张伟')).toBeTruthy();
    expect(screen.getByText('南京市消防救援支队')).toBeTruthy();
    const badge = screen.getByRole('status', { name: '网络状态' });
    expect(badge.textContent).toBe('在线');

    await screen.findByRole('button', { name: '办理 任务1' });
    const listCalls = api.callsTo('tasks:list').length;
    act(() => api.emit('net:changed', { online: false, since: 1 }));
    expect(screen.getByRole('status', { name: '网络状态' }).textContent).toBe('离线');

    act(() => api.emit('net:changed', { online: true, since: 2 }));
    expect(screen.getByRole('status', { name: '网络状态' }).textContent).toBe('在线');
    expect(await screen.findByText('网络已恢复')).toBeTruthy();
    // Back online: what is on screen is fetched again.
    await waitFor(() => expect(api.callsTo('tasks:list').length).toBeGreaterThan(listCalls));
  });

  it('signs out to the login page', async () => {
    const { api } = renderApp();
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
    expect(api.callsTo('session:logout')).toHaveLength(1);
  });

  it('asks for the password again on auth:expired and refetches afterwards', async () => {
    const { api } = renderApp();
    await screen.findByRole('button', { name: '办理 任务1' });
    const listCalls = api.callsTo('tasks:list').length;
    act(() => api.emit('session:expired', { account: 'zhangwei' }));
    // What the officer waits for: the prompt with the cursor in its password field. Once focus is
    // inside, the dialog is the active modal and its controls are reachable by role.
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    const password = within(dialog).getByLabelText(/密码/) as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(within(dialog).getByText('登录已过期，请重新登录')).toBeTruthy();
    expect((within(dialog).getByLabelText('账号') as HTMLInputElement).value).toBe('zhangwei');

    press(await within(dialog).findByRole('button', { name: '登录' }));
    expect(await within(dialog).findByText('请输入密码')).toBeTruthy();

    password.focus();
    fireEvent.change(password, { target: { value: 'secret' } });
    press(await within(dialog).findByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('session:login')).toEqual([
      { tenantId: '000000', username: 'zhangwei', password: 'secret' },
    ]);
    await waitFor(() => expect(api.callsTo('tasks:list').length).toBeGreaterThan(listCalls));
  });

  it('shows a failed start with its reason and retries', async () => {
    let fail = true;
    const api = createFakeApi({
      'shell:bootstrap': () => {
        if (fail) throw Object.assign(new Error('x'));
        return bootstrap();
      },
    });
    // A rejected invoke (bridge failure) must still end the spinner with a readable message.
    renderApp({ api });
    expect(await screen.findByText('x')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('张伟')).toBeTruthy();
  });
});
