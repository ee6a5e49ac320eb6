import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
  type RenderResult,
} from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { App } from '../shell/App';
import { AppProviders } from '../platform/providers';
import { createQueryClient } from '../platform/queryClient';
import { createFakeApi, type FakeApi } from './fakeApi';

export type Rendered = RenderResult & { api: FakeApi; queryClient: QueryClient };

/** The whole app against a fake Api, optionally opened at a route (as a typed address would). */
export function renderApp({
  api = createFakeApi(),
  path,
}: { api?: FakeApi; path?: string } = {}): Rendered {
  if (path) history.replaceState(null, '', `/#${path}`);
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders api={api} queryClient={queryClient}>
      <App />
    </AppProviders>,
  );
  return { ...result, api, queryClient };
}

/** A component with the app's providers (Api, query client, Fluent, toaster) but no session or router. */
export function renderWithProviders(
  ui: ReactElement,
  { api = createFakeApi() }: { api?: FakeApi } = {},
): Rendered {
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders api={api} queryClient={queryClient}>
      {ui}
    </AppProviders>,
  );
  return { ...result, api, queryClient };
}

/**
 * A click as a pointer makes it: focus first. fireEvent.click alone leaves focus where it was, and
 * Fluent's focus manager decides which modal is active from focus, so dialogs need this.
 */
export function press(el: HTMLElement): void {
  el.focus();
  fireEvent.click(el);
}

/** Selects an option of a native select the way a user would (focus, then change). */
export function choose(select: HTMLElement, value: string): void {
  select.focus();
  fireEvent.change(select, { target: { value } });
}

/**
 * An open dialog once it holds focus. Under jsdom, Fluent's modal tracking (tabster) sometimes
 * leaves a freshly opened surface marked aria-hidden although focus is inside it (real browsers do
 * not), so the dialog is found including hidden elements; query inside it with `dialogButton`.
 */
export async function findDialog(
  name: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, { name, hidden: true });
  await waitFor(() => {
    if (!dialog.contains(document.activeElement))
      throw new Error(`focus is not yet in the dialog ${name}`);
  });
  return dialog;
}

/** A button inside a dialog found by {@link findDialog}. */
export const dialogButton = (dialog: HTMLElement, name: string): HTMLElement =>
  within(dialog).getByRole('button', { name, hidden: true });

/**
 * The toast showing `text`. Fluent also reads a toast out through a live region with the same text
 * for a while, so a plain text query may find two elements on a slow machine.
 */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toasts = screen.getAllByText(text).filter((el) => el.closest('.fui-Toast'));
    if (toasts.length !== 1) throw new Error(`${toasts.length} toasts say “${text}”`);
    return toasts[0];
  });
}
