import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { taskTypeHelp } from '../../../shared/actions/help';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { display: 'block', margin: 0, fontWeight: tokens.fontWeightSemibold },
  subheading: {
    display: 'block',
    margin: `${tokens.spacingVerticalXS} 0 0 0`,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
  },
  text: { display: 'block', margin: 0 },
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  note: { display: 'block', margin: 0, color: tokens.colorNeutralForeground3 },
});

/**
 * The help page of the task's type (task types above 10 and below 20, spec 02 §2): the deadlines,
 * the documents, what to check and the legal basis (src/shared/actions/help.ts). Nothing for
 * other types.
 */
export function TaskTypeHelp({ rwlx }: { rwlx: number | null | undefined }): ReactElement | null {
  const styles = useStyles();
  const help = taskTypeHelp(rwlx);
  if (!help) return null;
  const title = M.taskHelpTitle(help.name);
  const lists: Array<[string, readonly string[]]> = [
    [M.taskHelpDeadlines, help.deadlines],
    [M.taskHelpDocuments, help.documents],
    [M.taskHelpRules, help.rules],
    [M.taskHelpBasis, help.basis],
  ];
  return (
    <section aria-label={title} className={styles.root}>
      <Text as="h3" className={styles.heading}>
        {title}
      </Text>
      <Text as="p" className={styles.text}>
        {help.summary}
      </Text>
      {lists.map(([heading, items]) => (
        <section key={heading} aria-label={heading}>
          <Text as="h4" className={styles.subheading}>
            {heading}
          </Text>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <Text as="p" size={200} className={styles.note}>
        {M.taskHelpNote}
      </Text>
    </section>
  );
}
