import { expect, type Locator, type Page } from '@playwright/test';

// Locators and steps the video specs share: dialogs by name, rows by text, toasts, the player.

export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.fui-ToastTitle').filter({ hasText: text }).last();
export const dialog = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('dialog', { name });
export const confirmDialog = (page: Page): Locator =>
  page.getByRole('alertdialog', { name: '提示' });
export const row = (scope: Locator, text: string): Locator =>
  scope.getByRole('row').filter({ hasText: text });
export const bodyRows = (table: Locator): Locator => table.locator('tbody tr');

/** Plays a <video> muted (autoplay policy) and waits until it really advances. */
export async function expectPlays(video: Locator): Promise<void> {
  await expect(video).toHaveAttribute('controlslist', /nodownload/);
  // The browser's own reading of the attribute (controlsList is Chromium-only, not in TypeScript's DOM types).
  expect(
    await video.evaluate(
      (v: HTMLVideoElement & { controlsList: DOMTokenList }) =>
        v.controlsList.contains('nodownload') && v.disablePictureInPicture,
    ),
  ).toBe(true);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) =>
        v.readyState >= 2 && v.currentTime > 0
          ? 'playing'
          : `${v.readyState}/${v.currentTime}/${v.error?.code ?? ''}`,
      ),
    )
    .toBe('playing');
}
