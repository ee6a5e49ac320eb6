import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Add16Regular, Delete16Regular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { FieldRenderer } from '../../components/form/FieldRenderer';
import { personForm } from '../../../shared/units/forms';
import { MAX_PERSONS } from '../../../shared/units/constants';
import type { UnitFormState } from './useUnitForm';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto repeat(4, minmax(0, 1fr)) auto',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // The row's fields: the number and the delete button take the first and last column.
  fields: {
    gridColumn: '2 / 6',
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'start',
  },
  number: { paddingTop: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
  remove: { marginTop: tokens.spacingVerticalXXL },
  add: { alignSelf: 'flex-start' },
});

/**
 * 补充采集 (shdwJbxxBqcbList): the unit's safety staff, one row each (role, name, sex, identity
 * number, phone, marital status, certificate), added and removed in place.
 */
export function PersonsEditor({
  state,
  disabled,
}: {
  state: UnitFormState;
  disabled: boolean;
}): ReactElement {
  const styles = useStyles();
  return (
    <div className={styles.list}>
      {state.persons.length === 0 ? <Text size={200}>{M.unitPersonsEmpty}</Text> : null}
      {state.persons.map((p, i) => {
        const errors = state.personErrors(p.key);
        return (
          <div key={p.key} className={styles.row} data-person={p.key}>
            <Text className={styles.number}>{i + 1}</Text>
            <div className={styles.fields}>
              {personForm.fields.map((f) => (
                <FieldRenderer
                  key={f.name}
                  field={f}
                  definition={personForm}
                  values={p.values}
                  error={errors[f.name] ?? null}
                  readOnly={disabled}
                  onChange={(c) => state.changePerson(p.key, c)}
                  onBlur={(name) => state.blurPerson(p.key, name)}
                />
              ))}
            </div>
            <Button
              className={styles.remove}
              appearance="subtle"
              icon={<Delete16Regular />}
              aria-label={M.unitPersonRemove(i + 1)}
              disabled={disabled}
              onClick={() => state.removePerson(p.key)}
            />
          </div>
        );
      })}
      <Button
        className={styles.add}
        icon={<Add16Regular />}
        disabled={disabled || state.persons.length >= MAX_PERSONS}
        onClick={state.addPerson}
      >
        {M.unitPersonAdd}
      </Button>
    </div>
  );
}
