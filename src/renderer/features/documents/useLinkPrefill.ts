import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCall } from '../../platform/ApiProvider';
import { errorKind } from '../../platform/errors';
import { qk } from '../../platform/queryKeys';
import type { Cached } from '../../../shared/common/types';
import type { DocLinks } from '../../../shared/documents/links';
import type { FlwsPrefill } from '../../../shared/documents/schemas';

// What the server gives a new document from its page's query (getFlwsPrefill, issue 18): the
// type's name and presets, and what its source document (lyId) and inspection record (jcjlid)
// hold; the serial (lsh) checked. The page waits for it. Offline the page opens without it (the
// officer may still write a draft); a refusal (a link that is no document of the task) is the
// page's error, in the server's words.

export type UseLinkPrefillArgs = {
  form: string;
  runId: string;
  RWID: string;
  rwwsszid: string;
  links: DocLinks;
  /** Only a new document starts from the server's prefill. */
  isNew: boolean;
};

export type LinkPrefillState = {
  /** Settled: answered, not asked, or unreachable; the form may open. */
  ready: boolean;
  /** The answer, null when not asked or unreachable. */
  data: FlwsPrefill | null;
  /** The read, when the server refused the links: the page shows its error. */
  refused: UseQueryResult<Cached<FlwsPrefill>> | null;
};

const UNREACHABLE = new Set(['offline', 'needs-network']);

export function useLinkPrefill({
  form,
  runId,
  RWID,
  rwwsszid,
  links,
  isNew,
}: UseLinkPrefillArgs): LinkPrefillState {
  const call = useCall();
  const enabled = isNew && runId !== '' && RWID !== '' && rwwsszid !== '';
  const q = useQuery({
    queryKey: qk.taskPart(
      'documents',
      'prefill',
      runId,
      RWID,
      form,
      rwwsszid,
      links.lyId ?? '',
      links.jcjlid ?? '',
      links.lsh ?? '',
    ),
    queryFn: () => call('documents:prefill', { runId, RWID, form, rwwsszid, ...links }),
    enabled,
  });
  if (!enabled) return { ready: true, data: null, refused: null };
  if (q.isError)
    return UNREACHABLE.has(errorKind(q.error))
      ? { ready: true, data: null, refused: null }
      : { ready: true, data: null, refused: q };
  return { ready: q.isSuccess, data: q.data?.data ?? null, refused: null };
}
