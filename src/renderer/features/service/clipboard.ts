// Copying the service link. The renderer has no clipboard bridge of its own: navigator.clipboard
// where the page may use it (a secure browser page), else the selection and the copy command (the
// desktop app, whose pages get no web clipboard permission, and plain-http browser pages, where
// navigator.clipboard is missing). Neither may work (a locked-down browser): the caller then tells
// the officer to copy by hand.

export type CopyOutcome = 'copied' | 'unavailable';

function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function copyText(text: string): Promise<CopyOutcome> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return 'copied';
    } catch {
      // Refused (no permission, no focus): the selection may still work.
    }
  }
  return copyBySelection(text) ? 'copied' : 'unavailable';
}
