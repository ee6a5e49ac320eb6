import { useMemo } from 'react';
import { knownDict, useDict, type DictMap } from '../../components/useDict';
import { DICT, type DictCode } from '../../../shared/dict/constants';

export type TreeDicts = Readonly<Record<DictCode, DictMap>>;

/** Every dictionary the tree's rows use (statuses, task types), loaded once for all rows. */
export function useTreeDicts(): TreeDicts {
  const docStatus = useDict(DICT.docStatus);
  const subTaskState = useDict(DICT.subTaskState);
  const delivery = useDict(DICT.delivery);
  const status1 = useDict(DICT.status1);
  const status2 = useDict(DICT.status2);
  const status3 = useDict(DICT.status3);
  const execution = useDict(DICT.execution);
  // Task rows show their type beside the name (taskRowMeta).
  const taskType = useDict(DICT.taskType);
  // One stable object while the dictionaries are unchanged, so memoised rows do not re-render.
  return useMemo(
    () => ({
      [DICT.docStatus]: docStatus,
      [DICT.subTaskState]: subTaskState,
      [DICT.delivery]: delivery,
      [DICT.status1]: status1,
      [DICT.status2]: status2,
      [DICT.status3]: status3,
      [DICT.execution]: execution,
      [DICT.taskType]: taskType,
      [DICT.penaltyTarget]: knownDict(DICT.penaltyTarget),
      [DICT.penaltySource]: knownDict(DICT.penaltySource),
      [DICT.personType]: knownDict(DICT.personType),
    }),
    [docStatus, subTaskState, delivery, status1, status2, status3, execution, taskType],
  );
}
