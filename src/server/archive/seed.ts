import type { ServerDb } from '../db/open';
import { caseCategories } from './tables';

// Case categories (DM_XFJD_AJLB) offered when a task is archived and closed: two levels.

type Node = { id: string; name: string; children: Array<[string, string]> };

const TREE: readonly Node[] = [
  {
    id: '10',
    name: '行政处罚类',
    children: [
      ['1001', '一般程序案卷'],
      ['1002', '简易程序案卷'],
      ['1003', '快速办理案卷'],
      ['1004', '听证程序案卷'],
    ],
  },
  {
    id: '20',
    name: '监督检查类',
    children: [
      ['2001', '日常监督检查'],
      ['2002', '双随机抽查'],
      ['2003', '专项检查'],
      ['2004', '重点单位检查'],
      ['2005', '投入使用营业前检查'],
    ],
  },
  {
    id: '30',
    name: '行政强制类',
    children: [
      ['3001', '临时查封'],
      ['3002', '强制执行'],
      ['3003', '责令停产停业'],
    ],
  },
  {
    id: '40',
    name: '火灾调查类',
    children: [
      ['4001', '简易火灾事故调查'],
      ['4002', '一般火灾事故调查'],
      ['4003', '火灾事故复核'],
    ],
  },
  {
    id: '50',
    name: '消防产品监督类',
    children: [
      ['5001', '消防产品监督抽查'],
      ['5002', '消防产品质量抽样检验'],
    ],
  },
];

export const CASE_CATEGORY_ROWS = TREE.flatMap((node, i) => [
  { id: node.id, parentId: null, name: node.name, sort: i + 1 },
  ...node.children.map(([id, name], j) => ({ id, parentId: node.id, name, sort: j + 1 })),
]);

export function seedArchive(db: ServerDb): void {
  db.insert(caseCategories).values(CASE_CATEGORY_ROWS).run();
}
