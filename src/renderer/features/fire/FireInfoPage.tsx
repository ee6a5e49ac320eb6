import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Save16Regular } from '@fluentui/react-icons';
import { useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { FieldRenderer } from '../../components/form/FieldRenderer';
import { focusField } from '../../components/form/focusField';
import { useFormState, type FieldChange } from '../../components/form/useFormState';
import { NetButton, useOfflineBlocked } from '../../components/NetButton';
import { QueryBody } from '../../components/QueryBody';
import { TaskNameLine, TaskPage } from '../../components/TaskPage';
import { useCall } from '../../platform/ApiProvider';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { useRoute } from '../../platform/router';
import { useUnsavedGuard } from '../../platform/unsaved';
import { formatServerTime } from '../../platform/format';
import { CAUSE_STATE } from '../../../shared/fire/constants';
import { FIRE_INFO_FORM } from '../../../shared/fire/forms';
import { gradeOfValues } from '../../../shared/fire/rules';
import type { FireInfo } from '../../../shared/fire/schemas';
import type { FieldValue, FormValues } from '../../../shared/forms/types';
import type { TaskInfo } from '../../../shared/detail/schemas';
import { useFireInfo, useFireRefresh, type TaskRef } from './queries';

// Route /xfjd/hzdc/hzxxdj/djhzxx?TYPE=HD&runId&RWID (火灾信息): the fire registration of a fire
// case. TYPE HD (登记) opens it for registering and changing while the task is open; any other
// TYPE only shows it. The grade follows the casualties and the loss (shared/fire/rules.ts).

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    maxWidth: '960px',
  },
  foot: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    maxWidth: '960px',
  },
  note: { color: tokens.colorNeutralForeground3 },
});

/** The registration mode of the web system's route (TYPE=HD). */
export const INFO_EDIT_TYPE = 'HD';

/** What the grade is made of: a change to one of them sets the grade again. */
const GRADE_INPUTS = ['SWRS', 'ZSRS', 'ZJCCSS'];

const FIELDS = FIRE_INFO_FORM.fields.map((f) => f.name);

/** The form's values of a record (or of none: the task's unit, no casualties, cause open). */
function initialValues(info: FireInfo | null, task: TaskInfo): FormValues {
  const values: Record<string, FieldValue> = {};
  if (info) {
    for (const name of FIELDS) {
      const v = (info as Record<string, unknown>)[name];
      if (typeof v === 'string') values[name] = v;
    }
  } else {
    Object.assign(values, {
      QHDW: task.DWMC ?? '',
      SWRS: '0',
      ZSRS: '0',
      QSRS: '0',
      YYRDZT: CAUSE_STATE.open,
    });
  }
  values.HZDJ = gradeOfValues(values) ?? values.HZDJ ?? '';
  return values;
}

const textValues = (values: FormValues): Record<string, string> =>
  Object.fromEntries(FIELDS.map((k) => [k, typeof values[k] === 'string' ? values[k] : '']));

function InfoForm({
  ids,
  info,
  task,
  editable,
}: {
  ids: TaskRef;
  info: FireInfo | null;
  task: TaskInfo;
  editable: boolean;
}): ReactElement {
  const styles = useStyles();
  const call = useCall();
  const notify = useNotify();
  const refresh = useFireRefresh();
  const form = useFormState(FIRE_INFO_FORM, initialValues(info, task));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const offline = useOfflineBlocked();
  useUnsavedGuard(editable && form.dirty, M.fireInfoTitle);

  const onChange = (c: FieldChange): void => {
    const also: Record<string, FieldValue> = { ...c.also };
    const next = { ...form.values, ...also, [c.name]: c.value };
    if (GRADE_INPUTS.includes(c.name)) also.HZDJ = gradeOfValues(next) ?? '';
    if (c.name === 'YYRDZT' && c.value !== CAUSE_STATE.determined) also.QHYY = '';
    form.change({ ...c, also });
  };

  const save = async (): Promise<void> => {
    if (busy || offline || !editable) return;
    const invalid = form.validateAll();
    if (invalid) return focusField(fieldsRef.current, invalid);
    setBusy(true);
    setRefusal(null);
    try {
      const r = await call('fire:saveInfo', { ...ids, values: textValues(form.values) });
      notify(r.message || M.fireInfoSaved, 'success');
      // The record is read again and the form opens anew with it (nothing left unsaved).
      await refresh();
    } catch (e) {
      setRefusal(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const causeOpen = form.values.YYRDZT !== CAUSE_STATE.determined;
  return (
    <form
      className={styles.form}
      aria-label={M.fireInfoTitle}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {!editable ? (
        <MessageBar intent="info">
          <MessageBarBody>{M.fireInfoReadOnly}</MessageBarBody>
        </MessageBar>
      ) : info === null ? (
        <MessageBar intent="info">
          <MessageBarBody>{M.fireInfoNew}</MessageBarBody>
        </MessageBar>
      ) : null}
      {refusal ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div ref={fieldsRef} className={styles.grid}>
        {FIRE_INFO_FORM.fields.map((f) => (
          <FieldRenderer
            key={f.name}
            field={f}
            definition={FIRE_INFO_FORM}
            values={form.values}
            error={form.errors[f.name] ?? null}
            readOnly={!editable || (f.name === 'QHYY' && causeOpen)}
            runId={ids.runId}
            onChange={onChange}
            onBlur={form.blur}
          />
        ))}
      </div>
      <div className={styles.foot}>
        <Text size={200} className={styles.note}>
          {M.fireInfoGradeHint}
          {info?.UPD_USERNAME && info.UPD_TIME
            ? ` ${M.fireInfoLast(info.UPD_USERNAME, formatServerTime(info.UPD_TIME))}`
            : ''}
        </Text>
        {editable ? (
          <NetButton
            appearance="primary"
            type="submit"
            disabled={busy}
            offlineReason={M.fireOffline}
            icon={busy ? <Spinner size="tiny" /> : <Save16Regular />}
          >
            {busy ? M.formsSubmitting : M.fireInfoSave}
          </NetButton>
        ) : null}
      </div>
    </form>
  );
}

function Registration({ ids, task }: { ids: TaskRef; task: TaskInfo }): ReactElement {
  const { query } = useRoute();
  const read = useFireInfo(ids);
  const editable = query.TYPE === INFO_EDIT_TYPE && (task.rwzt === '0' || task.rwzt === '1');
  return (
    <>
      <TaskNameLine task={task} />
      <QueryBody query={read}>
        {(d) => (
          // A new read (after a save, or from another window) opens the form anew.
          <InfoForm
            key={`${d.data?.ID ?? 'new'}:${d.data?.UPD_TIME ?? ''}`}
            ids={ids}
            info={d.data}
            task={task}
            editable={editable}
          />
        )}
      </QueryBody>
    </>
  );
}

export function FireInfoPage(): ReactElement {
  return (
    <TaskPage
      title={M.fireInfoTitle}
      noTaskText={M.fireInfoNoTask}
      head={(task, ids) => <Registration ids={ids} task={task} />}
    />
  );
}
