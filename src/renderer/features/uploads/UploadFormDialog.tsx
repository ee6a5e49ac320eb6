import { Button, Field, Input, Tag, TagGroup, Text } from '@fluentui/react-components';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import { useNotify } from '../../platform/notify';
import { DialogShell } from '../../components/DialogShell';
import type { PickOptions } from '../../platform/files';
import { ChooseField } from './ChooseField';
import { OwnerField } from './OwnerField';
import { UploadDropBody } from './UploadDropBody';
import { useUploadDialogStyles } from './uploads.styles';
import { useChooser } from './useChooser';
import { useUploadActions } from './useUploads';
import type { PickedFile } from '../../../shared/files/contract';
import type { UploadItem, UploadTarget } from '../../../shared/uploads/contract';
import {
  ATTACHMENT_MAX_MB,
  FORM_DEFAULT_ACCEPT,
  checkFormChoice,
  checkFormSave,
  formSaveErrors,
  parseAccept,
  type ChosenFile,
} from '../../../shared/uploads/rules';
import { baseNameOf, formatSize } from '../../../shared/common/files';

export type UploadFormDialogProps = {
  target: UploadTarget;
  /** Accept list such as '.avi,.mp4' (default .avi,.mpg,.mpeg,.mp4). */
  accept?: string;
  /** How many files the form takes (default 1). */
  limit?: number;
  /** Files the business already has: choosing one of them again is a duplicate. */
  stored?: readonly ChosenFile[];
  onClose(): void;
  /** The files went into the queue. */
  onQueued?(items: UploadItem[]): void;
};

/** Each newly chosen file against those already chosen (and those chosen with it). */
export function checkFormFiles(
  chosen: readonly ChosenFile[],
  existing: readonly ChosenFile[],
  accept: string,
  limit: number,
  stored: readonly ChosenFile[] = [],
): string | null {
  const seen = [...existing];
  for (const f of chosen) {
    const reason = checkFormChoice(f, seen, { accept, limit, stored });
    if (reason) return reason;
    seen.push(f);
  }
  return null;
}

/**
 * The second upload form (spec 01 §5): a file and a title, both required; the accept list and
 * limit apply, and the batch call's 100 MB per file (its files go up by the multipart call).
 */
export function UploadFormDialog({
  target,
  accept = FORM_DEFAULT_ACCEPT,
  limit = 1,
  stored = [],
  onClose,
  onQueued,
}: UploadFormDialogProps): ReactElement {
  const styles = useUploadDialogStyles();
  const notify = useNotify();
  const actions = useUploadActions();
  const chooser = useChooser();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  /** The files field's refusal (请上传附件!), beside the chooser's own (请选择附件!). */
  const [filesError, setFilesError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const pickOptions: PickOptions = {
    extensions: parseAccept(accept),
    multiple: limit !== 1,
    accept,
    check: (list) => checkFormFiles(list, files, accept, limit, stored),
  };
  /** Chosen or dropped files join the form's list; the first names the title if it is empty. */
  const add = (chosen: readonly PickedFile[]): void => {
    if (chosen.length === 0) return;
    setFiles((prev) => [...prev, ...chosen]);
    setFilesError(null);
    if (!title.trim()) {
      setTitle(baseNameOf(chosen[0].name));
      setTitleError(null);
    }
  };

  const save = async (): Promise<void> => {
    const refusal = checkFormSave(files.length, title);
    chooser.setError(refusal === M.formFileRequired ? refusal : null);
    setFilesError(formSaveErrors(files.length, title).files);
    setTitleError(refusal === M.formTitleRequired ? refusal : null);
    if (refusal) return;
    setSaving(true);
    try {
      const single = files.length === 1;
      const items = await actions.enqueue({
        target,
        profile: 'form',
        accept,
        hold: false,
        files: files.map((f) => ({
          ref: f.ref,
          title: single ? title.trim() : baseNameOf(f.name),
        })),
      });
      notify(M.uploadQueued, 'success');
      onQueued?.(items);
      onClose();
    } catch (e) {
      notify(errorMessage(e), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogShell
      title={M.uploadFormTitle}
      onClose={onClose}
      surfaceClassName={styles.surfaceNarrow}
      contentClassName={styles.content}
      actions={
        <>
          <Button
            appearance="primary"
            disabled={saving || chooser.choosing}
            onClick={() => void save()}
          >
            {M.attachmentSave}
          </Button>
          <Button onClick={onClose}>{M.cancel}</Button>
        </>
      }
    >
      <UploadDropBody
        disabled={saving || chooser.choosing}
        onFiles={(dropped) => void chooser.drop(dropped, pickOptions).then(add)}
        onRefused={chooser.setError}
      >
        {/* Opened from a document's attachment manager: its 所属文书, read-only. */}
        <OwnerField target={target} />
        <ChooseField
          label={M.uploadFormFile}
          required
          value=""
          error={chooser.error}
          busy={chooser.choosing}
          preparing={chooser.preparing}
          hint={M.uploadFormAccept(accept, ATTACHMENT_MAX_MB)}
          onChoose={() => void chooser.choose(pickOptions).then(add)}
        />
        {files.length > 0 ? (
          <TagGroup
            aria-label={M.uploadFormFile}
            onDismiss={(_, d) => setFiles((prev) => prev.filter((f) => f.ref !== d.value))}
          >
            {files.map((f) => (
              <Tag
                key={f.ref}
                value={f.ref}
                dismissible
                dismissIcon={{ 'aria-label': M.uploadFormRemove(f.name) }}
                secondaryText={formatSize(f.size)}
              >
                {f.name}
              </Tag>
            ))}
          </TagGroup>
        ) : filesError ? (
          <Text role="alert" className={styles.fieldError}>
            {filesError}
          </Text>
        ) : null}
        <Field
          label={M.uploadFormTitleLabel}
          required
          validationState={titleError ? 'error' : 'none'}
          validationMessage={titleError ?? undefined}
        >
          <Input
            value={title}
            maxLength={200}
            onChange={(_, d) => {
              setTitle(d.value);
              if (d.value.trim()) setTitleError(null);
            }}
          />
        </Field>
      </UploadDropBody>
    </DialogShell>
  );
}
