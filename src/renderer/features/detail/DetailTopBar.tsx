import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { ROUTES } from '../../platform/routes';
import { useRouter } from '../../platform/router';

const useStyles = makeStyles({
  top: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    minHeight: '32px',
  },
});

export type DetailTopBarProps = {
  taskName: string;
  parentName?: string;
  /** The menu module the screen was opened from (MODULE_ID): the first crumb, else 我的任务. */
  root?: { name: string; path: string } | null;
  onBack(): void;
  fire?: boolean;
};

/** 我的任务 › <parent> › <task>, and 返回. */
export function DetailTopBar({
  taskName,
  parentName,
  root,
  onBack,
  fire = false,
}: DetailTopBarProps): ReactElement {
  const styles = useStyles();
  const { navigate } = useRouter();
  return (
    <div className={styles.top}>
      <Breadcrumb aria-label={M.breadcrumb} size="small">
        <BreadcrumbItem>
          <BreadcrumbButton onClick={() => navigate(root?.path ?? ROUTES.tasks)}>
            {root?.name ?? M.navMyTasks}
          </BreadcrumbButton>
        </BreadcrumbItem>
        {fire ? (
          <>
            <BreadcrumbDivider />
            <BreadcrumbItem>{M.fireBreadcrumb}</BreadcrumbItem>
          </>
        ) : null}
        {parentName && parentName !== root?.name ? (
          <>
            <BreadcrumbDivider />
            <BreadcrumbItem>{parentName}</BreadcrumbItem>
          </>
        ) : null}
        <BreadcrumbDivider />
        <BreadcrumbItem>
          <BreadcrumbButton current>{taskName}</BreadcrumbButton>
        </BreadcrumbItem>
      </Breadcrumb>
      <Button size="small" icon={<ArrowLeft16Regular />} onClick={onBack}>
        {M.back}
      </Button>
    </div>
  );
}
