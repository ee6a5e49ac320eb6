import {
  Button,
  makeStyles,
  Toast,
  ToastFooter,
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
import { M } from '../../shared/messages';
import type { SavedFileRef } from '../../shared/common/types';
import { useCall } from './ApiProvider';
import { errorMessage } from './errors';
import { createNoticeLog, type NoticeLog } from './noticeLog';

export const TOASTER_ID = 'app-toaster';

/** `file`: a finished download (desktop app only), offered as 打开 and 在文件夹中显示. */
export type Notify = (text: string, intent?: ToastIntent, file?: SavedFileRef) => void;

const NoticeLogContext = createContext<NoticeLog>(createNoticeLog());

/** The notification centre's history of what the officer was told (see AppToaster). */
export function useNoticeLog(): NoticeLog {
  return useContext(NoticeLogContext);
}

/**
 * Shows a short toast in the app's single Toaster and keeps it in the notification centre. The same
 * message again within a few seconds (an error reported by two layers, a repeated click) is shown once.
 */
export function useNotify(): Notify {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const log = useNoticeLog();
  return useCallback<Notify>(
    (text, intent = 'info', file) => {
      if (!log.post(text, intent, file)) return;
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
          {file && (
            <ToastFooter>
              <SavedFileActions file={file} />
            </ToastFooter>
          )}
        </Toast>,
        // A toast with buttons stays a little longer and while the pointer is on them.
        { intent, timeout: intent === 'error' || file ? 8000 : 4000, pauseOnHover: !!file },
      );
    },
    [dispatchToast, log],
  );
}

/** Fluent's medium drawer is 592 px wide; toasts sit just left of an open end drawer. */
const DRAWER_WIDTH = 592;
const GAP = 16;

// Toasts never stand between the officer and a button: they sit at the bottom right, away from the
// header's actions and 返回, and clicks pass through them to whatever is underneath. Nothing is
// lost by not hovering or clicking them: the notification centre keeps every one.
// Fluent gives each toast `pointer-events: all`; this two-class selector outranks that one class.
const useClickThrough = makeStyles({
  toaster: { '& .fui-ToastContainer': { pointerEvents: 'none' } },
});

// Only a toast's own buttons take clicks (their own `auto` beats the inherited `none`): a small
// target the officer aims at, never the whole card.
const useFileStyles = makeStyles({
  actions: { display: 'flex', gap: '4px', pointerEvents: 'auto' },
});

/**
 * 打开 and 在文件夹中显示 for a file main saved (its toast and its notification centre entry). Main
 * opens only what it saved, by ref, and never runs a program (`canOpen` false: reveal only).
 */
export function SavedFileActions({ file }: { file: SavedFileRef }): ReactElement {
  const styles = useFileStyles();
  const call = useCall();
  const notify = useNotify();
  const ask = (channel: 'shell:openDownload' | 'shell:revealDownload'): void =>
    void call(channel, { ref: file.ref }).catch((e: unknown) => notify(errorMessage(e), 'warning'));
  return (
    <div role="group" aria-label={M.savedFileActions} className={styles.actions}>
      {file.canOpen && (
        <Button size="small" onClick={() => ask('shell:openDownload')}>
          {M.savedFileOpen}
        </Button>
      )}
      <Button size="small" onClick={() => ask('shell:revealDownload')}>
        {M.savedFileReveal}
      </Button>
    </div>
  );
}

const DrawerToasts = createContext<(delta: number) => void>(() => undefined);

/**
 * The app's Toaster and notice history. While a side drawer (upload or import centre) is open,
 * toasts move left of it instead of covering its buttons.
 */
export function AppToaster({ children }: { children: ReactNode }): ReactElement {
  const styles = useClickThrough();
  const [log] = useState(createNoticeLog);
  const [drawers, setDrawers] = useState(0);
  const shift = useCallback((delta: number) => setDrawers((n) => Math.max(0, n + delta)), []);
  return (
    <NoticeLogContext.Provider value={log}>
      <DrawerToasts.Provider value={shift}>
        {children}
        <Toaster
          toasterId={TOASTER_ID}
          className={styles.toaster}
          position="bottom-end"
          offset={{ horizontal: drawers > 0 ? DRAWER_WIDTH + GAP : GAP, vertical: GAP }}
        />
      </DrawerToasts.Provider>
    </NoticeLogContext.Provider>
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
