import { Button, Text, Tooltip, mergeClasses } from '@fluentui/react-components';
import { Fire16Filled, Person16Regular, SignOut20Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../shared/messages';
import { HEADER_TOOLS, NAV_LINKS, OVERLAYS } from './features';
import { BUTTON_REGISTRY } from './buttons';
import { ButtonRegistryProvider } from '../platform/buttons';
import { useFrameStyles } from './frame.styles';
import { useHeaderLabelStyles } from '../components/headerLabel.styles';
import { NetBadge } from './NetBadge';
import { RouteView } from './RouteView';
import { TabScope, useRouter, useTabs } from '../platform/router';
import { ROUTES, parseRoute } from '../platform/routes';
import { useSession, useSessionState } from '../platform/session';
import { TabStrip, panelDomId, tabDomId } from './TabStrip';
import { useShellKeys } from './useShellKeys';
import { sessionScope } from '../platform/session';
import type { NavLink } from '../platform/features';

function Header(): ReactElement {
  const styles = useFrameStyles();
  const label = useHeaderLabelStyles();
  const { user, realName } = useSession();
  const { logout } = useSessionState();
  const { navigate } = useRouter();
  const { tabs, activeId } = useTabs();
  const activePath = parseRoute(tabs.find((t) => t.id === activeId)?.path ?? ROUTES.tasks).path;

  const navItem = ({ path, label, icon: Icon }: NavLink): ReactElement => (
    <Button
      key={path}
      appearance="transparent"
      size="small"
      icon={<Icon />}
      className={mergeClasses(styles.navButton, activePath === path && styles.navButtonActive)}
      aria-current={activePath === path ? 'page' : undefined}
      onClick={() => navigate(path)}
    >
      {label}
    </Button>
  );

  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <span className={styles.brandMark} aria-hidden>
          <Fire16Filled />
        </span>
        <span className={styles.brandName}>{M.appName}</span>
      </div>
      <nav className={styles.nav} aria-label={M.mainNav}>
        {NAV_LINKS.map(navItem)}
      </nav>
      <div className={styles.spacer} />
      {HEADER_TOOLS.map((Tool, i) => (
        <Tool
          key={i}
          className={mergeClasses(styles.navButton, styles.toolButton)}
          labelClassName={label.label}
        />
      ))}
      <NetBadge />
      <div className={styles.user} data-shrink>
        <Person16Regular aria-hidden />
        <Text className={styles.userName} title={M.officer}>
          {user.real_name || realName}
        </Text>
        <Text className={styles.userUnit} title={`${M.unit}：${user.company_name}`}>
          {user.company_name}
        </Text>
      </div>
      <Tooltip content={M.logout} relationship="label" withArrow>
        <Button
          appearance="transparent"
          size="small"
          icon={<SignOut20Regular />}
          className={mergeClasses(styles.navButton, styles.toolButton)}
          onClick={() => void logout()}
        >
          <span className={label.label}>{M.logout}</span>
        </Button>
      </Tooltip>
    </header>
  );
}

/** The signed-in window: header, tab strip and every open tab (hidden ones stay mounted to keep their state). */
export function Frame(): ReactElement {
  const styles = useFrameStyles();
  const { tabs, activeId } = useTabs();
  useShellKeys(sessionScope(useSession()));
  return (
    <div className={styles.root}>
      <Header />
      <TabStrip />
      <main className={styles.content}>
        {tabs.map((tab) => (
          <div
            key={tab.id}
            id={panelDomId(tab.id)}
            role="tabpanel"
            aria-labelledby={tabDomId(tab.id)}
            hidden={tab.id !== activeId}
            className={styles.pane}
          >
            {/* 刷新 bumps rev: the page is mounted afresh. */}
            <TabScope key={tab.rev ?? 0} tabId={tab.id}>
              <ButtonRegistryProvider registry={BUTTON_REGISTRY}>
                <RouteView />
              </ButtonRegistryProvider>
            </TabScope>
          </div>
        ))}
      </main>
      {OVERLAYS.map((Overlay, i) => (
        <Overlay key={i} />
      ))}
    </div>
  );
}
