import { Toast, ToastTitle, useToastController, type ToastIntent } from '@fluentui/react-components';
import { useCallback } from 'react';

export const TOASTER_ID = 'app-toaster';

export type Notify = (text: string, intent?: ToastIntent) => void;

/** Shows a short toast in the app's single Toaster. */
export function useNotify(): Notify {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback<Notify>(
    (text, intent = 'info') =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, timeout: intent === 'error' ? 8000 : 4000 },
      ),
    [dispatchToast],
  );
}
