import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  type TooltipProps,
  mergeClasses,
} from '@fluentui/react-components';
import { Dismiss12Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { M } from '../../shared/messages';
import { useFrameStyles } from './frame.styles';
import { useRouter, useTabs } from '../platform/router';
import { isUserData } from '../platform/queryKeys';
import { HOME_TAB_ID, tabLabel, tabTitle, type Tab } from '../platform/tabs';
import { useLeaveGuard } from '../platform/unsaved';

export const tabDomId = (id: string): string => `tab-${id}`;
export const panelDomId = (id: string): string => `tabpanel-${id}`;

type TipControl = Required<Pick<TooltipProps, 'visible' | 'onVisibleChange'>>;

/** The right-click menu of one tab: 关闭, 关闭其他, 关闭右侧, 刷新 (as in VS Code and browsers). */
function TabMenu({
  tab,
  index,
  title,
  children,
}: {
  tab: Tab;
  index: number;
  title: string;
  /** The tab button in its tooltip; the tooltip is hidden while the menu is open (it would cover it). */
  children(tip: TipControl): ReactElement;
}): ReactElement {
  const [open, setOpen] = useState(false);
  const [tip, setTip] = useState(false);
  const { tabs } = useTabs();
  const { closeTab, closeOtherTabs, closeTabsRight, reloadTab } = useRouter();
  const queryClient = useQueryClient();
  const { ask } = useLeaveGuard();
  const closable = (t: Tab): boolean => t.id !== HOME_TAB_ID;
  const reload = (): void =>
    // Asked first when the page holds unsaved work: kept as it was (its data too) if the officer
    // keeps editing.
    ask([tab.id], () => {
      // The page is mounted afresh and fetches what it shows again (its data is marked stale first).
      void queryClient.invalidateQueries({ predicate: isUserData, refetchType: 'none' });
      reloadTab(tab.id);
    });
  return (
    <Menu openOnContext open={open} onOpenChange={(_, d) => setOpen(d.open)}>
      <MenuTrigger disableButtonEnhancement>
        {children({
          visible: tip && !open,
          onVisibleChange: (_, d) => setTip(d.visible),
        })}
      </MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={M.tabMenu(title)}>
          <MenuItem disabled={!closable(tab)} onClick={() => closeTab(tab.id)}>
            {M.close}
          </MenuItem>
          <MenuItem
            disabled={!tabs.some((t) => closable(t) && t.id !== tab.id)}
            onClick={() => closeOtherTabs(tab.id)}
          >
            {M.tabCloseOthers}
          </MenuItem>
          <MenuItem
            disabled={!tabs.slice(index + 1).some(closable)}
            onClick={() => closeTabsRight(tab.id)}
          >
            {M.tabCloseRight}
          </MenuItem>
          <MenuItem onClick={reload}>{M.tabReload}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

/**
 * Open pages as tabs, like the web system: 我的任务 fixed, others closable (also with middle click
 * and Ctrl+W); a right-click menu; the full name in a tooltip (names often start alike).
 */
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

  // The strip shows each tab with its close button; a tablist may hold only tabs (WCAG 4.1.2, axe
  // aria-required-children), so the tablist owns the tab buttons (aria-owns) and the close buttons
  // stay plain buttons of the strip, named 关闭标签 … and reachable with Tab as before.
  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label={M.openTabs}
        aria-owns={tabs.map((t) => tabDomId(t.id)).join(' ')}
      />
      {tabs.map((tab, i) => {
        const title = tabTitle(tab);
        const label = tabLabel(tab);
        const active = tab.id === activeId;
        return (
          <div key={tab.id} className={mergeClasses(styles.tab, active && styles.tabActive)}>
            <TabMenu tab={tab} index={i} title={title}>
              {(tip) => (
                <Tooltip content={title} relationship="inaccessible" withArrow {...tip}>
                  <button
                    type="button"
                    role="tab"
                    id={tabDomId(tab.id)}
                    aria-selected={active}
                    aria-label={label !== title ? title : undefined}
                    aria-controls={panelDomId(tab.id)}
                    tabIndex={active ? 0 : -1}
                    className={styles.tabButton}
                    onClick={() => activateTab(tab.id)}
                    onKeyDown={(e) => onKeyDown(e, i)}
                    onAuxClick={(e) => {
                      if (e.button === 1 && tab.id !== HOME_TAB_ID) closeTab(tab.id);
                    }}
                  >
                    {label}
                  </button>
                </Tooltip>
              )}
            </TabMenu>
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
