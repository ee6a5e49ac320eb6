import { useQuery } from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { noticesQueryKey } from '../products';
import { needsNoticeLink } from '../../../shared/products/constants';
import {
  missingForSend,
  sendRefusal,
  type SendType,
} from '../../../shared/documents/send-prerequisites';
import type { FlwsDetail } from '../../../shared/documents/schemas';

// The send page says what is missing before the officer tries (docs/decisions.md "Issue 16: send
// prerequisites"): the same shared rule the server's sendFlws refuses with, on the same facts (the
// tree row's SFFJ, the document's values, the task's linked rectification notice).

/** The sentence naming what must be uploaded first, or null (also while the facts are loading). */
export function useSendPrerequisites(doc: FlwsDetail | undefined, xdlx: SendType): string | null {
  const call = useCall();
  const runId = doc?.runId ?? '';
  const RWID = doc?.RWID ?? '';
  const task = { runId, RWID };
  const detail = useQuery({
    queryKey: qk.taskDetail(task),
    queryFn: () => call('detail:get', task),
    enabled: doc !== undefined,
  });
  const linkNeeded = needsNoticeLink(doc?.rwwsszid);
  const notices = useQuery({
    queryKey: noticesQueryKey(runId, RWID),
    queryFn: () => call('products:notices', task),
    enabled: doc !== undefined && linkNeeded,
  });
  if (!doc || !detail.data || (linkNeeded && !notices.data)) return null;
  const row = detail.data.data.tree.find((r) => r.FLWSID === doc.FLWSID);
  return sendRefusal(
    missingForSend({
      rwwsszid: doc.rwwsszid,
      xdlx,
      hasAttachment: row?.SFFJ === '1',
      values: doc.values,
      noticeLinked: notices.data?.data.some((n) => n.SFGJ === '1') ?? false,
    }),
  );
}
