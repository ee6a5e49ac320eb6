import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LoginFields, useLoginFields } from './LoginFields';

const fields = { tenantId: '000000', username: 'zhangwei', password: '' };

describe('LoginFields', () => {
  it('asks tenant, account and password on the login page, each with its message', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <LoginFields
        fields={fields}
        errors={{ password: '请输入密码' }}
        onChange={onChange}
        failure={new Error('用户名或密码不正确')}
      />,
    );
    expect((screen.getByLabelText(/租户编号/) as HTMLInputElement).value).toBe('000000');
    fireEvent.change(screen.getByLabelText(/账号/), { target: { value: 'lq' } });
    expect(onChange).toHaveBeenCalledWith('username', 'lq');
    expect((screen.getByLabelText(/密码/) as HTMLInputElement).type).toBe('password');
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('用户名或密码不正确')).toBeTruthy();
  });

  it('asks only the password again on relogin; the account is fixed', () => {
    renderWithProviders(
      <LoginFields relogin fields={fields} errors={{}} onChange={() => undefined} />,
    );
    expect(screen.queryByLabelText(/租户编号/)).toBeNull();
    const account = screen.getByLabelText('账号') as HTMLInputElement;
    expect([account.value, account.readOnly]).toEqual(['zhangwei', true]);
    expect(document.activeElement).toBe(screen.getByLabelText(/密码/));
  });
});

describe('useLoginFields', () => {
  it('checks the named fields, and typing clears that field’s message', () => {
    const { result } = renderHook(() =>
      useLoginFields({ tenantId: '', username: '', password: '' }),
    );
    let ok = true;
    act(() => {
      ok = result.current.check(['password']);
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ password: '请输入密码' });
    act(() => result.current.change('password', 'secret'));
    expect(result.current.errors.password).toBeUndefined();
    act(() => {
      ok = result.current.check();
    });
    expect(ok).toBe(false);
    expect(Object.keys(result.current.errors).sort()).toEqual(['tenantId', 'username']);
  });
});
