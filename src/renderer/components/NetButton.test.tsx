import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NetButton, NetLink } from './NetButton';
import { renderWithProviders } from '../test/render';
import { NetProvider } from '../platform/network';

const OFFLINE = '离线状态下不可操作，请联网后重试';
const tipOf = (el: HTMLElement): string | null => {
  const id = el.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('NetButton offline', () => {
  it('is disabled but focusable offline, saying why in a tooltip and aria-description', () => {
    const click = vi.fn();
    const { api } = renderWithProviders(
      <NetProvider initial={{ online: true, since: 0 }}>
        <NetButton onClick={click}>发送</NetButton>
        <NetButton offlineReason="该文书尚未在本机缓存，联网后可编辑">编辑</NetButton>
        <NetButton needsNetwork={false}>帮助</NetButton>
        <NetLink as="button">切换</NetLink>
      </NetProvider>,
    );
    // Re-found after each change: the tooltip wraps the button only while it is blocked.
    let send = screen.getByRole('button', { name: '发送' });
    expect(send.getAttribute('aria-disabled')).toBeNull();
    expect(send.getAttribute('aria-description')).toBeNull();

    act(() => api.emit('net:changed', { online: false, since: 1 }));
    send = screen.getByRole('button', { name: '发送' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    expect(send.getAttribute('aria-description')).toBe(OFFLINE);
    expect(tipOf(send)).toBe(OFFLINE);
    fireEvent.click(send);
    expect(click).not.toHaveBeenCalled();
    const edit = screen.getByRole('button', { name: '编辑' });
    expect(edit.getAttribute('aria-description')).toBe('该文书尚未在本机缓存，联网后可编辑');
    expect(tipOf(edit)).toBe('该文书尚未在本机缓存，联网后可编辑');
    expect(screen.getByRole('button', { name: '帮助' }).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('button', { name: '切换' }).getAttribute('aria-description')).toBe(
      OFFLINE,
    );

    act(() => api.emit('net:changed', { online: true, since: 2 }));
    send = screen.getByRole('button', { name: '发送' });
    expect(send.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(send);
    expect(click).toHaveBeenCalledTimes(1);
  });
});
