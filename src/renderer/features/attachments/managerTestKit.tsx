import { vi } from 'vitest';
import type { FakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/render';
import { NetProvider } from '../../platform/network';
import { AttachmentManagerDialog, type AttachmentManagerProps } from './AttachmentManagerDialog';

// The attachment manager of the document 现场检查记录 (ws1 of task rw1), as its tests open it.

export const MANAGER_TITLE = '附件管理：现场检查记录';

/** Renders the manager with the document's props over `api`; `online` false renders it offline. */
export function renderManager(
  api: FakeApi,
  props: Partial<AttachmentManagerProps> = {},
  online = true,
): ReturnType<typeof renderWithProviders> {
  const dialog = (
    <AttachmentManagerDialog
      runId="run1"
      RWID="rw1"
      businessId="ws1"
      businessType="flws"
      label="现场检查记录"
      onClose={vi.fn()}
      {...props}
    />
  );
  return renderWithProviders(
    online ? dialog : <NetProvider initial={{ online: false, since: 1 }}>{dialog}</NetProvider>,
    { api },
  );
}
