import {
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Send16Regular } from '@fluentui/react-icons';
import { useRef, useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { FieldRenderer } from '../../components/form/FieldRenderer';
import { focusField } from '../../components/form/focusField';
import { useFormState } from '../../components/form/useFormState';
import { NetButton, useOfflineBlocked } from '../../components/NetButton';
import { errorMessage } from '../../platform/errors';
import { useUnsavedGuard } from '../../platform/unsaved';
import { checkApplicationForm, isPhone } from '../../../shared/penalty/forms';
import { formText } from './ClosingDialog.form';
import type { ApplyCheckRequest } from '../../../shared/penalty/contract';
import type { FormValues } from '../../../shared/forms/types';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    // Controls keep their place when a neighbour shows a validation message.
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    maxWidth: '880px',
  },
  actions: { display: 'flex', justifyContent: 'flex-end', maxWidth: '880px' },
});

const PHONE = 'LXDH';

/** The phone's message: only a number written is checked (the field itself is optional). */
export const phoneError = (values: FormValues): string | null => {
  const phone = formText(values, PHONE);
  return phone !== '' && !isPhone(phone) ? M.checkPhoneInvalid : null;
};

export type CheckApplicationFormProps = {
  runId: string;
  RWID: string;
  /** The values it opens with (the task's unit, today): unchanged, leaving never asks. */
  initialValues: FormValues;
  /** Sends the application; a rejection (the server's refusal) is shown above the fields. */
  onSubmit(body: ApplyCheckRequest): Promise<void>;
};

/**
 * The three-stop check application's form on the page: the shared rules plus the phone number's
 * shape, submit busy while sending and disabled offline with the reason; typed input guards the tab.
 */
export function CheckApplicationForm({
  runId,
  RWID,
  initialValues,
  onSubmit,
}: CheckApplicationFormProps): ReactElement {
  const styles = useStyles();
  const form = useFormState(checkApplicationForm, initialValues);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The phone's message shows once the officer left the field or tried to submit.
  const [phoneShown, setPhoneShown] = useState(false);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const offline = useOfflineBlocked();
  useUnsavedGuard(form.dirty, M.checkTitle);
  const phone = phoneShown ? phoneError(form.values) : null;

  const submit = async (): Promise<void> => {
    if (busy || offline) return;
    const invalid = form.validateAll();
    setPhoneShown(true);
    const first = invalid ?? (phoneError(form.values) ? PHONE : null);
    if (first) {
      focusField(fieldsRef.current, first);
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const v = form.values;
      await onSubmit({
        runId,
        RWID,
        SQDW: formText(v, 'SQDW'),
        SQR: formText(v, 'SQR'),
        LXDH: formText(v, PHONE),
        SQRQ: formText(v, 'SQRQ'),
        ZGQK: formText(v, 'ZGQK'),
      });
    } catch (e) {
      setRefusal(errorMessage(e));
      setBusy(false);
    }
    // Accepted: the page opens a new, empty form (this one unmounts).
  };

  return (
    <form
      className={styles.form}
      aria-label={M.checkTitle}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {refusal ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div ref={fieldsRef} className={styles.grid}>
        {checkApplicationForm.fields.map((f) => (
          <FieldRenderer
            key={f.name}
            field={f}
            definition={checkApplicationForm}
            values={form.values}
            error={form.errors[f.name] ?? (f.name === PHONE ? phone : null)}
            runId={runId}
            onChange={form.change}
            onBlur={(name) => {
              form.blur(name);
              if (name === PHONE) setPhoneShown(true);
            }}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <NetButton
          appearance="primary"
          type="submit"
          disabled={busy}
          offlineReason={M.penaltyOffline}
          icon={busy ? <Spinner size="tiny" /> : <Send16Regular />}
        >
          {busy ? M.formsSubmitting : M.checkSubmit}
        </NetButton>
      </div>
    </form>
  );
}
