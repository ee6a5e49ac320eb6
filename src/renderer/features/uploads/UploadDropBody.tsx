import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { M } from '../../../shared/messages';
import { FileDropZone } from '../../components/form/FileDropZone';
import { useUploadDialogStyles } from './uploads.styles';

export type UploadDropBodyProps = {
  /** Busy choosing or saving: no drop. */
  disabled: boolean;
  onFiles(files: File[]): void;
  /** A drop that is not files, or a folder: shown under the file field. */
  onRefused(message: string): void;
  /** The spec's 上传过程中请勿刷新页面！ on top (the attachment and chunked dialogs). */
  warnNoRefresh?: boolean;
  children: ReactNode;
};

/** An upload dialog's body: all of it takes dropped files (issue 14). */
export function UploadDropBody({
  disabled,
  onFiles,
  onRefused,
  warnNoRefresh = false,
  children,
}: UploadDropBodyProps): ReactElement {
  const styles = useUploadDialogStyles();
  return (
    <FileDropZone
      className={styles.dropZone}
      disabled={disabled}
      onFiles={onFiles}
      onRefused={onRefused}
    >
      {warnNoRefresh ? (
        <MessageBar intent="warning">
          <MessageBarBody>{M.uploadDoNotRefresh}</MessageBarBody>
        </MessageBar>
      ) : null}
      {children}
    </FileDropZone>
  );
}
