import { Button, Text } from '@fluentui/react-components';
import { ArrowLeft16Regular } from '@fluentui/react-icons';
import type { ReactElement, ReactNode } from 'react';
import { M } from '../../shared/messages';
import { usePageStyles } from './page.styles';

export type PageCardProps = {
  /** The card's accessible name. */
  label: string;
  title: ReactNode;
  /** 返回 in the head (closes the tab). */
  onBack(): void;
  children?: ReactNode;
};

/** A page holding one card: the title and 返回 in its head, the content under them. */
export function PageCard({ label, title, onBack, children }: PageCardProps): ReactElement {
  const styles = usePageStyles();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={label}>
        <div className={styles.head}>
          <Text as="h1" size={500} weight="semibold">
            {title}
          </Text>
          <Button icon={<ArrowLeft16Regular />} onClick={onBack}>
            {M.back}
          </Button>
        </div>
        {children}
      </section>
    </div>
  );
}
