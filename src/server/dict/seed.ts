import type { ServerDb } from '../db/open';
import { dictItems } from './tables';
import { DICT, type DictCode } from '../../shared/dict/constants';
import { KNOWN_DICTS, TASK_TYPE_LABELS } from '../../shared/dict/known';

// Business dictionaries (blade_dict_biz). `remark` carries the tag colour of status dictionaries
// (docs/api.md): success, warning, danger, informative, brand or subtle.

export type DictSeed = { key: string; value: string; remark?: string };

/** Task types (RWLX) the seed uses, with the labels the province system shows (shared/dict/known.ts). */
export { TASK_TYPE_LABELS };

/** The status dictionaries and task types the client also knows (one table, shared/dict/known.ts). */
const known = (code: DictCode): DictSeed[] => [...(KNOWN_DICTS[code] ?? [])];

export const DICTIONARIES: Readonly<Record<string, DictSeed[]>> = {
  [DICT.docStatus]: known(DICT.docStatus),
  [DICT.status1]: known(DICT.status1),
  [DICT.status2]: known(DICT.status2),
  [DICT.status3]: known(DICT.status3),
  [DICT.delivery]: known(DICT.delivery),
  [DICT.subTaskState]: known(DICT.subTaskState),
  [DICT.taskType]: known(DICT.taskType),
  [DICT.execution]: known(DICT.execution),
  [DICT.penaltyTarget]: [
    { key: '1', value: '个人' },
    { key: '2', value: '单位' },
  ],
  [DICT.penaltySource]: [
    { key: '1', value: '监督检查发现' },
    { key: '2', value: '举报投诉' },
    { key: '3', value: '火灾调查' },
    { key: '4', value: '其他部门移送' },
  ],
  [DICT.personType]: [
    { key: '1', value: '法定代表人' },
    { key: '2', value: '主要负责人' },
    { key: '3', value: '消防安全责任人' },
    { key: '4', value: '消防安全管理人' },
    { key: '5', value: '其他人员' },
  ],
};

/** Every dictionary, its items sorted as listed. */
export function seedDict(db: ServerDb): void {
  db.insert(dictItems)
    .values(
      Object.entries(DICTIONARIES).flatMap(([code, items]) =>
        items.map((item, i) => ({
          code,
          dictKey: item.key,
          dictValue: item.value,
          sort: i + 1,
          remark: item.remark ?? null,
        })),
      ),
    )
    .run();
}
