import { Badge } from '@fluentui/react-components';
import { Gavel16Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { M } from '../../../shared/messages';
import { useCall } from '../../platform/ApiProvider';
import { qk } from '../../platform/queryKeys';
import { PENALTY_TASK_TYPES } from '../../../shared/tasks/constants';
import type { TaskInfo } from '../../../shared/detail/schemas';

/**
 * 已转行政处罚 beside the title of an inspection task whose run has a penalty case (base/isXzcf),
 * so the officer sees the case went on to a penalty without opening the tree. A penalty task is
 * that case itself and is not asked. A failed call shows nothing (spec 02 §8: other request
 * failures are ignored); the key sits under the task's data so any write to the run re-asks.
 */
export function PenaltyCaseTag({ rwxx }: { rwxx: TaskInfo }): ReactElement | null {
  const call = useCall();
  const asked = rwxx.RWLX !== null && !PENALTY_TASK_TYPES.includes(rwxx.RWLX);
  const req = { runId: rwxx.runId, RWID: rwxx.RWID };
  const query = useQuery({
    queryKey: qk.taskPart('actions', 'penaltyCase', req.runId, req.RWID),
    queryFn: () => call('actions:isPenaltyCase', req),
    enabled: asked,
  });
  if (!asked || query.data?.data !== true) return null;
  return (
    <Badge
      appearance="tint"
      color="warning"
      icon={<Gavel16Regular />}
      title={M.penaltyCaseTagTitle}
    >
      {M.penaltyCaseTag}
    </Badge>
  );
}
