import { Button, Tag, TagGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Attach16Regular } from '@fluentui/react-icons';
import { useState, type ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { errorMessage } from '../../platform/errors';
import {
  PickRefused,
  acceptDroppedFiles,
  usePickFiles,
  type PickOptions,
} from '../../platform/files';
import type { PickedFile } from '../../../shared/files/contract';
import { FileDropZone } from './FileDropZone';
import { useNotify } from '../../platform/notify';
import { suffixOf } from '../../../shared/common/files';
import { valueKeys } from '../../../shared/forms/picker';
import type { FieldValue, FileFieldDef } from '../../../shared/forms/types';
import type { PickerControlAttributes } from '../picker/TablePicker';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
  },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

export type FileControlProps = {
  field: FileFieldDef;
  value: FieldValue | undefined;
  disabled: boolean;
  /** The chosen files' refs (main knows each file by its ref): one, or a list for a multiple field. */
  onChange(value: FieldValue): void;
  onBlur(): void;
  control?: PickerControlAttributes;
};

/**
 * Files chosen through the desktop's dialog (or browser-mode staging), or dropped on the field:
 * their names as removable tags.
 */
export function FileControl({
  field,
  value,
  disabled,
  onChange,
  onBlur,
  control,
}: FileControlProps): ReactElement {
  const styles = useStyles();
  const pickFiles = usePickFiles();
  const notify = useNotify();
  const [names, setNames] = useState<Readonly<Record<string, string>>>({});
  const refs = valueKeys(value);
  const extensions = field.extensions;

  const options: PickOptions = {
    multiple: field.multiple === true,
    ...(extensions?.length ? { extensions, accept: extensions.map((e) => `.${e}`).join(',') } : {}),
    check: (chosen) => {
      const wrong = extensions?.length
        ? chosen.find((f) => !extensions.includes(suffixOf(f.name)))
        : undefined;
      return wrong ? M.uploadBadSuffix(wrong.name) : null;
    },
  };
  /** Chosen or dropped files, by ref; a refusal is told as a choice's is. */
  const add = async (get: () => Promise<PickedFile[]>): Promise<void> => {
    try {
      const files = await get();
      if (files.length === 0) return;
      setNames((n) => ({ ...n, ...Object.fromEntries(files.map((f) => [f.ref, f.name])) }));
      onChange(field.multiple ? [...refs, ...files.map((f) => f.ref)] : files[0].ref);
    } catch (e) {
      notify(e instanceof PickRefused ? e.message : errorMessage(e), 'warning');
    } finally {
      onBlur();
    }
  };
  const remove = (ref: string): void => {
    const rest = refs.filter((r) => r !== ref);
    onChange(field.multiple ? rest : (rest[0] ?? ''));
  };

  return (
    <FileDropZone
      className={styles.root}
      disabled={disabled}
      onFiles={(files) => void add(() => acceptDroppedFiles(files, options))}
      onRefused={(message) => notify(message, 'warning')}
    >
      {refs.length > 0 ? (
        <TagGroup
          className={styles.tags}
          size="small"
          aria-label={field.label}
          onDismiss={disabled ? undefined : (_, d) => remove(String(d.value))}
        >
          {refs.map((ref) => (
            <Tag
              key={ref}
              value={ref}
              shape="rounded"
              dismissible={!disabled}
              dismissIcon={
                disabled ? undefined : { 'aria-label': M.formsRemoveFile(names[ref] ?? ref) }
              }
            >
              {names[ref] ?? ref}
            </Tag>
          ))}
        </TagGroup>
      ) : (
        <Text className={styles.muted}>{M.formsNoFiles}</Text>
      )}
      {disabled ? null : (
        <Button
          {...control}
          icon={<Attach16Regular />}
          title={M.dropHint}
          onClick={() => void add(() => pickFiles(options))}
        >
          {M.formsChooseFiles}
        </Button>
      )}
    </FileDropZone>
  );
}
