import { act, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionButton } from './ActionButton';

const renderButton = (onAction: () => void | Promise<unknown>) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <ActionButton onAction={onAction} aria-label="结束任务">
        结束任务
      </ActionButton>
    </FluentProvider>,
  );
const busy = (): boolean =>
  screen.getByRole('button', { name: '结束任务' }).getAttribute('aria-busy') === 'true';

afterEach(() => {
  vi.useRealTimers();
});

describe('ActionButton', () => {
  it('shows no busy state for an action that finishes at once', () => {
    let n = 0;
    renderButton(() => {
      n += 1;
    });
    fireEvent.click(screen.getByRole('button', { name: '结束任务' }));
    expect(n).toBe(1);
    expect(busy()).toBe(false);
  });

  it('is busy while its action runs and ignores clicks meanwhile', async () => {
    let finish: () => void = () => undefined;
    let n = 0;
    renderButton(() => {
      n += 1;
      return new Promise<void>((ok) => (finish = ok));
    });
    fireEvent.click(screen.getByRole('button', { name: '结束任务' }));
    expect(busy()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '结束任务' }));
    expect(n).toBe(1);
    await act(async () => finish());
    expect(busy()).toBe(false);
  });

  it('never stays busy longer than 3 seconds', () => {
    vi.useFakeTimers();
    renderButton(() => new Promise(() => undefined));
    fireEvent.click(screen.getByRole('button', { name: '结束任务' }));
    expect(busy()).toBe(true);
    act(() => vi.advanceTimersByTime(2999));
    expect(busy()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(busy()).toBe(false);
  });

  it('is disabled but focusable while unavailable, saying why, and runs nothing', () => {
    let n = 0;
    const reason = '离线状态下不可操作，请联网后重试';
    const { rerender } = render(
      <FluentProvider theme={webLightTheme}>
        <ActionButton onAction={() => void (n += 1)} unavailableReason={reason}>
          归档结案
        </ActionButton>
      </FluentProvider>,
    );
    const button = screen.getByRole('button', { name: '归档结案' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-description')).toBe(reason);
    const tip = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(tip?.textContent).toBe(reason);
    fireEvent.click(button);
    expect(n).toBe(0);
    rerender(
      <FluentProvider theme={webLightTheme}>
        <ActionButton onAction={() => void (n += 1)} unavailableReason={null}>
          归档结案
        </ActionButton>
      </FluentProvider>,
    );
    const available = screen.getByRole('button', { name: '归档结案' });
    expect(available.getAttribute('aria-disabled')).toBeNull();
    expect(available.getAttribute('aria-description')).toBeNull();
    fireEvent.click(available);
    expect(n).toBe(1);
  });
});
