import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { renderApp } from '../../test/render';
import { detail, detailConfig } from '../detail/testing';
import { formDefinition } from './testing';
import type { FormDefinition } from '../../../shared/documents/schemas';
import type { TreeRow } from '../../../shared/detail/schemas';
import { DICT } from '../../../shared/dict/constants';

// Issue 29 §4: forms that know the case open with it, from the page's query, the penalty wizard,
// the task's detail and the signed-in officer (张伟, platform/testing.ts), and say so.

const CASE = '关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚';
const UNIT = '呼和浩特市鼎盛购物中心有限公司';
const ADDRESS = '内蒙古自治区呼和浩特市新城区中山东路126号';
const NOTICE_NUMBER = '新城消限字〔2026〕第0031号';

const form = (name: string, title: string, fields: FormDefinition['fields']): FormDefinition =>
  formDefinition(name, { title, rwwsszid: '1', fields });

const FORMS: Record<string, FormDefinition> = {
  fcsqdj: form('fcsqdj', '复查申请登记', [
    { name: 'SQR', label: '申请人', type: 'text', required: true },
    { name: 'YWSWH', label: '责令改正通知书文号', type: 'text', required: true },
  ]),
  laspb: form('laspb', '立案审批表', [
    {
      name: 'AJLY',
      label: '案件来源',
      type: 'select',
      required: true,
      options: ['监督检查发现', '举报投诉', '火灾调查', '其他部门移送'].map((label, i) => ({
        value: String(i + 1),
        label,
      })),
    },
    { name: 'CFDXMC', label: '处罚对象名称', type: 'text', required: false },
    { name: 'CFDXDZ', label: '处罚对象地址', type: 'text', required: false },
  ]),
  sqrwzfspb: form('sqrwzfspb', '任务作废审批表', [
    { name: 'RWMC', label: '任务名称', type: 'text', required: true },
    { name: 'ZFYY', label: '作废原因', type: 'textarea', required: true },
    { name: 'SQR', label: '申请人', type: 'text', required: true },
  ]),
  sqbaqxzzjsspb: form('sqbaqxzzjsspb', '案件中止计时审批表', [
    { name: 'AJMC', label: '案件名称', type: 'text', required: true },
    { name: 'LARQ', label: '立案日期', type: 'date', required: true },
  ]),
  lscfxcbl: form('lscfxcbl', '临时查封现场笔录', [
    { name: 'DSR', label: '当事人', type: 'text', required: true },
    { name: 'XCFZR', label: '当事人现场负责人', type: 'text', required: true },
  ]),
};

const noticeRow = (WH: string): TreeRow =>
  ({
    UUID: 'n1',
    TREE_LEVEL: 3,
    TITLE: '责令限期改正通知书',
    WH,
    XGURL: '/ws/cpzlxqgztzs',
    XZURL: null,
    RW_ISDELETED: '0',
    children: [],
  }) as unknown as TreeRow;

const handlers = (tree: TreeRow[] = []): FakeHandlers => ({
  'documents:form': (req) => fresh(FORMS[req.form]),
  'detail:get': () =>
    fresh(
      detail({
        config: detailConfig({}, {
          RWMC: CASE,
          DWMC: UNIT,
          DWDZ: ADDRESS,
          LARQ: '2026-02-20 09:00:00',
        } as never),
        tree,
      }),
    ),
  'dict:get': (req) =>
    fresh(
      req.code !== DICT.penaltySource
        ? []
        : ['监督检查发现', '举报投诉', '火灾调查', '其他部门移送'].map((v, i) => ({
            dictKey: String(i + 1),
            dictValue: v,
          })),
    ),
});

/** A field's control by its name (labels such as 当事人 and 当事人现场负责人 overlap). */
const input = (name: string): HTMLInputElement => {
  const el = document.querySelector(`[data-field="${name}"] :is(input, textarea, select)`);
  if (!el) throw new Error(`no field ${name}`);
  return el as HTMLInputElement;
};
// The first page of a cold worker loads Fluent UI and the form engine: wait as long as the test may.
const note = async (): Promise<string> =>
  (await screen.findByRole('note', {}, { timeout: 15_000 })).textContent ?? '';

describe('forms that know the case', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T10:00:00+08:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('复查申请登记 carries the notice number of its own query', async () => {
    renderApp({
      api: createFakeApi(handlers()),
      path: `/ws/fcsqdj?runId=run1&RWID=rw1&rwwsszid=601&type=jdjc&ids=d1&LYBH=${encodeURIComponent(NOTICE_NUMBER)}`,
    });
    expect(await note()).toBe('已根据任务和当前账号预填：责令改正通知书文号（可修改）');
    expect(input('YWSWH').value).toBe(NOTICE_NUMBER);
    // 申请人 is the unit's: not the officer.
    expect(input('SQR').value).toBe('');
  }, 40_000);

  it('复查申请登记 without a number in its query cites the task one notice', async () => {
    renderApp({
      api: createFakeApi(handlers([noticeRow('新城消限字〔2026〕第0017号')])),
      path: '/ws/fcsqdj?runId=run1&RWID=rw1&rwwsszid=601&type=jdjc&ids=d1',
    });
    await note();
    expect(input('YWSWH').value).toBe('新城消限字〔2026〕第0017号');
  });

  it('立案审批表 takes the unit target and the source type the wizard chose', async () => {
    renderApp({
      api: createFakeApi(handlers()),
      path: '/ws/laspb?runId=run1&RWID=rw1&type=GJ&rwwsszid=18&CFDXLX=2&CF_LYTYPE=2',
    });
    expect(await note()).toBe(
      '已根据任务和当前账号预填：案件来源、处罚对象名称、处罚对象地址（可修改）',
    );
    expect(input('CFDXMC').value).toBe(UNIT);
    expect(input('CFDXDZ').value).toBe(ADDRESS);
    expect(input('AJLY').value).toBe('2');
  });

  it('立案审批表 of an individual takes the name and address the wizard asked', async () => {
    renderApp({
      api: createFakeApi(handlers()),
      path: `/ws/laspb?runId=run1&GJRWID=rw1&type=GJ&rwwsszid=18&CFDXLX=1&CF_LYTYPE=1&CFDXMC=${encodeURIComponent('王某某')}&CFDXDZ=${encodeURIComponent('会展中心B馆东侧商铺3号')}`,
    });
    expect(await note()).toContain('处罚对象名称、处罚对象地址');
    expect(input('CFDXMC').value).toBe('王某某');
    expect(input('CFDXDZ').value).toBe('会展中心B馆东侧商铺3号');
    expect(input('AJLY').value).toBe('1');
  });

  it('任务作废审批表 names the task and the officer applying', async () => {
    renderApp({
      api: createFakeApi(handlers()),
      path: '/ws/sqrwzfspb?runId=run1&RWID=rw1&rwwsszid=9',
    });
    expect(await note()).toBe('已根据任务和当前账号预填：任务名称、申请人（可修改）');
    expect(input('RWMC').value).toBe(CASE);
    expect(input('SQR').value).toBe('张伟');
    expect(input('ZFYY').value).toBe('');
  });

  it('案件中止计时审批表 names the case and its filing date', async () => {
    renderApp({
      api: createFakeApi(handlers()),
      path: '/ws/sqbaqxzzjsspb?runId=run1&RWID=rw1&rwwsszid=9',
    });
    expect(await note()).toBe('已根据任务和当前账号预填：案件名称、立案日期（可修改）');
    expect(input('AJMC').value).toBe(CASE);
    expect(input('LARQ').value).toBe('2026-02-20');
  });

  it('临时查封现场笔录 names the task unit as the party', async () => {
    renderApp({
      api: createFakeApi(handlers()),
      path: '/ws/lscfxcbl?runId=run1&RWID=rw1&rwwsszid=502&LSCFLX=2',
    });
    expect(await note()).toBe('已根据任务和当前账号预填：当事人（可修改）');
    await waitFor(() => expect(input('DSR').value).toBe(UNIT));
    expect(input('XCFZR').value).toBe('');
  });
});
