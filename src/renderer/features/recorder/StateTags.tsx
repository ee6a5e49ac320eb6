import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { UPLOAD_STATE_COLOR } from '../uploads';
import { fileStateText, uploadText } from './format';
import type { RecorderFileState } from '../../../shared/recorder/contract';
import type { UploadState } from '../../../shared/uploads/queue-rules';

type Color = NonNullable<BadgeProps['color']>;

const FILE_COLOR: Record<RecorderFileState, Color> = {
  'waiting-stable': 'warning',
  queued: 'subtle',
  copying: 'brand',
  probing: 'informative',
  done: 'success',
  duplicate: 'subtle',
  error: 'danger',
};

/** An import's own state: 等待写入完成, 排队, 复制中, 校验中, 已导入, 重复文件, 失败. */
export function ImportStateTag({ state }: { state: RecorderFileState }): ReactElement {
  return (
    <Badge appearance="tint" color={FILE_COLOR[state]} shape="rounded" data-state={state}>
      {fileStateText[state]}
    </Badge>
  );
}

/** Where the upload of an import stands: 排队上传, 上传中, 已上传 …; the percentage while it moves. */
export function ImportUploadTag({
  state,
  pct,
}: {
  state: UploadState | null;
  pct?: number | null;
}): ReactElement {
  return (
    <Badge
      appearance="outline"
      color={state ? UPLOAD_STATE_COLOR[state] : 'subtle'}
      shape="rounded"
      data-upload={state ?? 'none'}
    >
      {uploadText(state, pct ?? null)}
    </Badge>
  );
}
