import { Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { FieldRenderer } from '../../components/form/FieldRenderer';
import { unitForm, UNIT_SECTIONS } from '../../../shared/units/forms';
import { PersonsEditor } from './PersonsEditor';
import { ProcessTreeField } from './ProcessTreeField';
import type { UnitFormState } from './useUnitForm';

const useStyles = makeStyles({
  jump: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalS,
  },
  heading: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
});

/**
 * The unit record in sections (单位基本情况, 地址与位置, 人员, 建筑, 消防, 补充采集), three fields to a
 * row, with links that jump to each section: a long record an officer can scan.
 */
export function UnitEditForm({
  state,
  runId,
  disabled,
}: {
  state: UnitFormState;
  runId: string;
  disabled: boolean;
}): ReactElement {
  const styles = useStyles();
  const base = useId();
  const sectionId = (key: string): string => `${base}-${key}`;
  const sections = [
    ...UNIT_SECTIONS.map((s) => ({ key: s.key, title: s.title })),
    { key: 'staff', title: M.unitSectionStaff },
  ];
  const jump = (key: string): void =>
    // jsdom has no scrollIntoView; a browser scrolls the dialog's body to the section.
    document
      .getElementById(sectionId(key))
      ?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });

  return (
    <>
      <nav className={styles.jump} aria-label={M.unitEditTitle}>
        {sections.map((s) => (
          <Link key={s.key} as="button" type="button" onClick={() => jump(s.key)}>
            {s.title}
          </Link>
        ))}
      </nav>
      {UNIT_SECTIONS.map((s) => (
        <section key={s.key} className={styles.section} aria-labelledby={sectionId(s.key)}>
          <Subtitle2 as="h3" id={sectionId(s.key)} className={styles.heading}>
            {s.title}
          </Subtitle2>
          <div className={styles.grid}>
            {s.fields.map((f) =>
              f.name === 'HZWXXLB' ? (
                <ProcessTreeField
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  value={
                    typeof state.values[f.name] === 'string' ? String(state.values[f.name]) : ''
                  }
                  error={state.errors[f.name] ?? null}
                  disabled={disabled}
                  onChange={state.change}
                  onBlur={state.blur}
                />
              ) : (
                <FieldRenderer
                  key={f.name}
                  field={f}
                  definition={unitForm}
                  values={state.values}
                  error={state.errors[f.name] ?? null}
                  readOnly={disabled}
                  runId={runId}
                  onChange={state.change}
                  onBlur={state.blur}
                />
              ),
            )}
          </div>
        </section>
      ))}
      <section className={styles.section} aria-labelledby={sectionId('staff')}>
        <Subtitle2 as="h3" id={sectionId('staff')} className={styles.heading}>
          {M.unitSectionStaff}
        </Subtitle2>
        <PersonsEditor state={state} disabled={disabled} />
      </section>
    </>
  );
}
