import {
  Toast,
  Toaster,
  ToastTitle,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

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

/** Fluent's medium drawer is 592 px wide; toasts sit just left of an open end drawer. */
const DRAWER_WIDTH = 592;
const GAP = 16;

const DrawerToasts = createContext<(delta: number) => void>(() => undefined);

/**
 * The app's Toaster. While a side drawer (upload or import centre) is open, toasts move left of it
 * instead of covering its header buttons.
 */
export function AppToaster({ children }: { children: ReactNode }): ReactElement {
  const [drawers, setDrawers] = useState(0);
  const shift = useCallback((delta: number) => setDrawers((n) => Math.max(0, n + delta)), []);
  return (
    <DrawerToasts.Provider value={shift}>
      {children}
      <Toaster
        toasterId={TOASTER_ID}
        position="top-end"
        pauseOnHover
        offset={{ horizontal: drawers > 0 ? DRAWER_WIDTH + GAP : GAP, vertical: GAP }}
      />
    </DrawerToasts.Provider>
  );
}

/** Call in a component that renders an end drawer: toasts make room while it is open. */
export function useDrawerMakesRoom(open: boolean): void {
  const shift = useContext(DrawerToasts);
  useEffect(() => {
    if (!open) return undefined;
    shift(1);
    return () => shift(-1);
  }, [open, shift]);
}
