import { Field, Input, Spinner } from '@fluentui/react-components';
import { FolderOpen20Regular } from '@fluentui/react-icons';
import type { KeyboardEvent, ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { formatSize } from '../../../shared/common/files';
import type { ChosenFile } from '../../../shared/uploads/rules';
import { useUploadDialogStyles } from './uploads.styles';

export type ChooseFieldProps = {
  label: string;
  /** What is chosen so far, shown in the field ('' shows the placeholder). */
  value: string;
  error: string | null;
  hint?: string;
  busy?: boolean;
  /** Files chosen and still being prepared: named at once, with their sizes, as 正在准备…. */
  preparing?: readonly ChosenFile[];
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
  preparing = [],
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
  // While the chosen files are copied (browser mode), the field already names them and says so.
  const listed = preparing.map((f) => `${f.name}（${formatSize(f.size)}）`).join('、');
  return (
    <Field
      label={label}
      required={required}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ?? undefined}
      hint={
        preparing.length > 0 ? { children: M.filesPreparingList(listed), role: 'status' } : hint
      }
    >
      <Input
        readOnly
        className={styles.chooser}
        input={{ className: styles.chooserInput }}
        value={preparing.length > 0 ? `${M.filesPreparing} ${listed}` : value}
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
