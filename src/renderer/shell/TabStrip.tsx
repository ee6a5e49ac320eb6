import { Button, mergeClasses } from '@fluentui/react-components';
import { Dismiss12Regular } from '@fluentui/react-icons';
import type { KeyboardEvent, ReactElement } from 'react';
import { M } from '../../shared/messages';
import { useFrameStyles } from './frame.styles';
import { useRouter, useTabs } from '../platform/router';
import { HOME_TAB_ID, tabTitle } from '../platform/tabs';

export const tabDomId = (id: string): string => `tab-${id}`;
export const panelDomId = (id: string): string => `tabpanel-${id}`;

/** Open pages as tabs, like the web system: 我的任务 fixed, others closable (also with middle click). */
export function TabStrip(): ReactElement {
  const styles = useFrameStyles();
  const { tabs, activeId } = useTabs();
  const { activateTab, closeTab } = useRouter();

  const onKeyDown = (e: KeyboardEvent, index: number): void => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    activateTab(next.id);
    document.getElementById(tabDomId(next.id))?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={M.openTabs}>
      {tabs.map((tab, i) => {
        const title = tabTitle(tab);
        const active = tab.id === activeId;
        return (
          <div key={tab.id} className={mergeClasses(styles.tab, active && styles.tabActive)}>
            <button
              type="button"
              role="tab"
              id={tabDomId(tab.id)}
              aria-selected={active}
              aria-controls={panelDomId(tab.id)}
              tabIndex={active ? 0 : -1}
              className={styles.tabButton}
              title={title}
              onClick={() => activateTab(tab.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              onAuxClick={(e) => {
                if (e.button === 1 && tab.id !== HOME_TAB_ID) closeTab(tab.id);
              }}
            >
              {title}
            </button>
            {tab.id !== HOME_TAB_ID ? (
              <Button
                size="small"
                appearance="subtle"
                className={styles.tabClose}
                icon={<Dismiss12Regular />}
                aria-label={M.closeTab(title)}
                onClick={() => closeTab(tab.id)}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
