import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { M } from '../../shared/messages';
import { DialogShell } from '../components/DialogShell';
import { UnsavedContext, createUnsavedRegistry, type LeaveGuard, type LeaveScope } from './unsaved';

const useStyles = makeStyles({
  list: { margin: `${tokens.spacingVerticalS} 0 0`, paddingLeft: tokens.spacingHorizontalXXL },
});

type Question = {
  scope: LeaveScope;
  proceed(): void;
  cancelled?(): void;
  /** What would be lost; kept up to date while the question is open. */
  lost: string[];
};

/**
 * Holds the registry of unsaved work and asks the one question before leaving it ("以下内容尚未保存
 * …", 继续编辑 / 放弃修改). Also the window's beforeunload: closing or reloading the window with
 * unsaved work is held (the browser asks; in the desktop app main decides).
 */
export function UnsavedProvider({ children }: { children: ReactNode }): ReactElement {
  const styles = useStyles();
  const [registry] = useState(createUnsavedRegistry);
  const [question, setQuestion] = useState<Question | null>(null);
  const asking = useRef<Question | null>(null);
  // While an agreed action runs, the guards it passes through again (the tab it closes is still
  // dirty until it unmounts) let it through.
  const agreed = useRef(0);

  const finish = useCallback((discard: boolean): void => {
    const q = asking.current;
    asking.current = null;
    setQuestion(null);
    if (!q) return;
    if (!discard) return q.cancelled?.();
    agreed.current += 1;
    try {
      q.proceed();
    } finally {
      agreed.current -= 1;
    }
  }, []);

  const guard = useMemo<LeaveGuard>(() => {
    const ask: LeaveGuard['ask'] = (scope, proceed, cancelled) => {
      const lost = registry.lost(scope);
      // Nothing unsaved: at once, as if there were no guard (Ctrl+W closes in the same keystroke).
      if (agreed.current > 0 || lost.length === 0) return proceed();
      // One question at a time: a second request while one is open is declined.
      if (asking.current) return cancelled?.();
      asking.current = { scope, proceed, cancelled, lost };
      setQuestion(asking.current);
    };
    return {
      ask,
      confirmLeave: (scope) =>
        new Promise<boolean>((resolve) =>
          ask(
            scope,
            () => resolve(true),
            () => resolve(false),
          ),
        ),
    };
  }, [registry]);

  useEffect(
    () =>
      registry.subscribe(() => {
        // The open question follows the registry. A page that saved (clearing its dirty flag) and
        // closed itself in the same event is clean once that commit's layout effects ran: the
        // question goes before it is painted and the page closes without one.
        const q = asking.current;
        if (!q) return;
        const lost = registry.lost(q.scope);
        if (lost.length === 0) return finish(true);
        asking.current = { ...q, lost };
        setQuestion(asking.current);
      }),
    [finish, registry],
  );

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent): void => {
      if (registry.lost('all').length === 0) return;
      e.preventDefault();
      // Older Chromium (and Electron's will-prevent-unload) look at returnValue.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [registry]);

  const value = useMemo(() => ({ registry, guard }), [registry, guard]);
  return (
    <UnsavedContext.Provider value={value}>
      {children}
      <DialogShell
        open={question !== null}
        modalType="alert"
        title={M.unsavedTitle}
        // Escape and the backdrop keep editing: nothing is thrown away without the officer's word.
        onClose={() => finish(false)}
        actions={
          <>
            {/* First, so it has the focus: Enter keeps the work. */}
            <Button appearance="primary" onClick={() => finish(false)}>
              {M.unsavedKeepEditing}
            </Button>
            <Button appearance="secondary" onClick={() => finish(true)}>
              {M.unsavedDiscard}
            </Button>
          </>
        }
      >
        {M.unsavedLead}
        <ul className={styles.list}>
          {question?.lost.map((what) => (
            <li key={what}>{what}</li>
          ))}
        </ul>
      </DialogShell>
    </UnsavedContext.Provider>
  );
}
