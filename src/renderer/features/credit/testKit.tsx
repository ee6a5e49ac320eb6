import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createFakeApi, type FakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { findDialog, press, renderApp } from '../../test/render';
import type { TaskDetail } from '../../../shared/detail/contract';
import type { TaskButton } from '../../../shared/detail/schemas';

// What the credit dialogs' tests share: the detail screen of a task, the dialog opened from its
// header button, and its fields found by name (FieldRenderer's data-field).

export const TASK = { runId: 'run1', RWID: 'rw1' } as const;

/** The detail screen of `task` (its header holds the dialog's button), with the handlers given. */
export function openTask(task: TaskDetail, handlers: FakeHandlers = {}): FakeApi {
  const api = createFakeApi({ 'detail:get': () => fresh(task), ...handlers });
  renderApp({ api, path: '/xfjd/projectDetail?runId=run1&RWID=rw1' });
  return api;
}

/** A header button as the server sends it. */
export const headerButton = (btnName: string, btnType: string): TaskButton => ({
  btnPos: '1',
  btnName,
  btnType,
  color: 'warning',
});

/** Presses the header button and answers the dialog (an alert dialog: no click outside closes it). */
export async function openDialog(button: string, title: string): Promise<HTMLElement> {
  press(await screen.findByRole('button', { name: button }));
  // The frame shows while the record is read; the form's dialog follows it.
  await waitFor(() => {
    const shown = screen.getByRole('alertdialog', { name: title, hidden: true });
    if (!shown.querySelector('[data-field]')) throw new Error(`${title}: no form yet`);
  });
  return findDialog(title, 'alertdialog');
}

const wrapper = (dialog: HTMLElement, name: string): HTMLElement => {
  const el = dialog.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};

/** The field's text box, text area or select. */
export const control = (dialog: HTMLElement, name: string): HTMLInputElement => {
  const el = wrapper(dialog, name).querySelector<HTMLInputElement>('input, textarea, select');
  if (!el) throw new Error(`no control in ${name}`);
  return el;
};

/** Types into the field (input) and, with `leave`, leaves it (blur). */
export function type(dialog: HTMLElement, name: string, value: string, leave = false): void {
  const el = control(dialog, name);
  el.focus();
  fireEvent.change(el, { target: { value } });
  if (leave) fireEvent.blur(el);
}

export const messageOf = (dialog: HTMLElement, name: string, text: string): Promise<HTMLElement> =>
  within(wrapper(dialog, name)).findByText(text);

export const noMessage = (dialog: HTMLElement, name: string, text: string): void =>
  expect(within(wrapper(dialog, name)).queryByText(text)).toBeNull();

export const closed = (title: string): Promise<void> =>
  waitFor(() =>
    expect(screen.queryByRole('alertdialog', { name: title, hidden: true })).toBeNull(),
  );
