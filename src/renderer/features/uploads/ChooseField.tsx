import { Field, Input, Spinner } from '@fluentui/react-components';
import { FolderOpen20Regular } from '@fluentui/react-icons';
import type { KeyboardEvent, ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useUploadDialogStyles } from './uploads.styles';

export type ChooseFieldProps = {
  label: string;
  /** What is chosen so far, shown in the field ('' shows the placeholder). */
  value: string;
  error: string | null;
  hint?: string;
  busy?: boolean;
  disabled?: boolean;
  required?: boolean;
  onChoose(): void;
};

/** A read-only field that opens the file chooser when clicked (or Enter / Space); the dialog around it takes dropped files. */
export function ChooseField({
  label,
  value,
  error,
  hint,
  busy = false,
  disabled = false,
  required,
  onChoose,
}: ChooseFieldProps): ReactElement {
  const styles = useUploadDialogStyles();
  const open = (): void => {
    if (!busy && !disabled) onChoose();
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  return (
    <Field
      label={label}
      required={required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ?? undefined}
      hint={hint}
    >
      <Input
        readOnly
        className={styles.chooser}
        input={{ className: styles.chooserInput }}
        value={value}
        // Every upload dialog also takes dropped files: the empty field says so.
        placeholder={M.dropPlaceholder}
        aria-label={M.attachmentChooseFile}
        disabled={disabled}
        contentAfter={busy ? <Spinner size="extra-tiny" /> : <FolderOpen20Regular aria-hidden />}
        onClick={open}
        onKeyDown={onKey}
      />
    </Field>
  );
}
