import { describe, expect, it } from 'vitest';
import {
  arrangeStages,
  currentStageOf,
  flattenNodes,
  nodeStateOf,
  nodeTreeOf,
  stageOf,
  stageStateOf,
  type NodeRow,
} from './stages';
import { fireCaseSchema, fireNodesSchema } from './schemas';

// The timeline's rules: a stage's state from its nodes, the flat rows grown into a tree (order,
// orphans, loops), the six stages in order whatever arrives, and where the case stands.

const row = (id: string, parentId: string | null, sort: number, state = '2'): NodeRow => ({
  id,
  parentId,
  sort,
  name: `节点${id}`,
  state,
  time: state === '0' ? null : `2024-06-0${sort} 10:00:00`,
  officer: state === '0' ? null : '张伟',
  remark: null,
});

describe('stageStateOf', () => {
  it('is done when every node is, not started when none has begun, else in progress', () => {
    expect(stageStateOf([])).toBe('0');
    expect(stageStateOf(['2', '2'])).toBe('2');
    expect(stageStateOf(['0', '0'])).toBe('0');
    expect(stageStateOf(['2', '0'])).toBe('1');
    expect(stageStateOf(['1'])).toBe('1');
  });

  it('reads any state as it arrives; unknown is not started', () => {
    expect([2, '1', ' 0 ', 'x', null, undefined, 5].map(nodeStateOf)).toEqual([
      '2',
      '1',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
  });
});

describe('nodeTreeOf', () => {
  it('nests children under their parents in sort order', () => {
    const tree = nodeTreeOf([
      row('b', null, 2, '1'),
      row('a2', 'a', 2),
      row('a', null, 1),
      row('a1', 'a', 1),
      row('b1', 'b', 1, '0'),
    ]);
    expect(tree.map((n) => n.ID)).toEqual(['a', 'b']);
    expect(tree[0].children.map((n) => n.ID)).toEqual(['a1', 'a2']);
    expect(tree[1]).toMatchObject({ ZT: '1', CLR: '张伟', JDMC: '节点b' });
    expect(tree[1].children[0]).toMatchObject({ ID: 'b1', ZT: '0', CLSJ: null, CLR: null });
    expect(flattenNodes(tree).map((n) => n.ID)).toEqual(['a', 'a1', 'a2', 'b', 'b1']);
  });

  it('puts orphans and rows of a loop at the top instead of losing them', () => {
    const tree = nodeTreeOf([row('x', 'gone', 1), row('p', 'q', 2), row('q', 'p', 3)]);
    expect(
      flattenNodes(tree)
        .map((n) => n.ID)
        .sort(),
    ).toEqual(['p', 'q', 'x']);
    expect(tree.map((n) => n.ID)).toEqual(['x', 'p', 'q']);
  });
});

describe('stageOf, arrangeStages and currentStageOf', () => {
  it('summarises a stage: state, first and last time, nodes done of all', () => {
    const s = stageOf(
      'hzdc',
      nodeTreeOf([row('a', null, 1), row('a1', 'a', 3), row('b', null, 2, '0')]),
    );
    expect(s).toEqual({
      JDBM: 'hzdc',
      JDMC: '火灾调查',
      ZT: '1',
      KSSJ: '2024-06-01 10:00:00',
      WCSJ: '2024-06-03 10:00:00',
      JDZS: 3,
      WCJDS: 2,
    });
  });

  it('puts the six stages in order, fills missing ones, drops unknown and repeated ones', () => {
    const stages = arrangeStages([
      { JDBM: 'hzdc', ZT: '1', JDZS: 4, WCJDS: 2 },
      { JDBM: 'hzjj', ZT: '2' },
      { JDBM: 'xyz' as never, ZT: '2' },
      { JDBM: 'hzjj', ZT: '0' },
    ]);
    expect(stages.map((s) => `${s.JDMC}:${s.ZT}`)).toEqual([
      '火灾接警:2',
      '火灾登记:0',
      '火灾调查:1',
      '案件移送:0',
      '延伸调查:0',
      '火灾复核:0',
    ]);
    expect(currentStageOf(stages)?.JDBM).toBe('hzdc');
    expect(currentStageOf(arrangeStages([]))).toBeNull();
    // A transfer begun while the investigation is still open: the case stands at 案件移送.
    expect(
      currentStageOf(
        arrangeStages([
          { JDBM: 'hzdc', ZT: '1' },
          { JDBM: 'ajys', ZT: '1' },
        ]),
      )?.JDBM,
    ).toBe('ajys');
  });

  it('reads getHzdcLc as null-to-empty sends it, the server’s DQJD first', () => {
    const c = fireCaseSchema.parse({
      CXLB: 2,
      DQJD: 'hzdj',
      jdList: [{ JDBM: 'hzdc', ZT: 1, KSSJ: '', JDZS: '3', WCJDS: 1 }],
      ysdcList: '',
    });
    expect(c).toMatchObject({ CXLB: '2', current: 'hzdj', transfers: [] });
    expect(c.stages[2]).toMatchObject({ ZT: '1', KSSJ: null, JDZS: 3, WCJDS: 1 });
    expect(fireCaseSchema.parse({ CXLB: '', DQJD: 'zz', jdList: [] })).toMatchObject({
      CXLB: null,
      current: null,
    });
    expect(() => fireCaseSchema.parse({ CXLB: '1' })).toThrow();
  });

  it('reads a node tree with its children, empty values as none', () => {
    const tree = fireNodesSchema.parse([
      {
        ID: 1,
        JDMC: '现场勘验',
        ZT: 2,
        CLSJ: '2024-06-01 10:00:00',
        CLR: '张伟',
        children: [{ ID: 2, JDMC: '现场照相', ZT: '', CLSJ: '', CLR: '', BZ: '' }],
      },
    ]);
    expect(tree[0]).toMatchObject({ ID: '1', ZT: '2', CLR: '张伟' });
    expect(tree[0].children[0]).toEqual({
      ID: '2',
      JDMC: '现场照相',
      ZT: '0',
      CLSJ: null,
      CLR: null,
      BZ: null,
      children: [],
    });
  });
});
