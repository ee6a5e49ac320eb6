import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, fail, type FakeHandlers } from '../../test/fakeApi';
import { fresh } from '../../test/fakes';
import { renderWithProviders } from '../../test/render';
import { session } from '../../platform/testing';
import { SessionProvider } from '../../platform/session';
import { qk } from '../../platform/queryKeys';
import { AppProviders } from '../../platform/providers';
import { createQueryClient } from '../../platform/queryClient';
import { PrefillNote } from './PrefillNote';
import { usePrefill, type UsePrefillArgs } from './usePrefill';
import type { TaskDetail } from '../../../shared/detail/contract';
import type { TreeRow } from '../../../shared/detail/schemas';
import type { ServerField } from '../../../shared/forms/serverFields';
import { HOTEL, NOTICE_FIELDS } from '../../../shared/documents/prefillTesting';

// The signed-in officer of these tests is 张伟 (platform/testing.ts), the task's officer.
const RUN = '1782341905015331';
const TASK = '1782341906007919';

const NOTICE = NOTICE_FIELDS;

const row = (over: Partial<TreeRow>): TreeRow =>
  ({ TITLE: '', WH: null, XGURL: null, XZURL: null, children: [], ...over }) as TreeRow;

const taskDetail = (over: Record<string, unknown> = {}): TaskDetail =>
  ({
    config: {
      rwxx: {
        RWID: TASK,
        runId: RUN,
        RWMC: '关于呼和浩特市青城宾馆有限责任公司的消防监督检查',
        shdwid: '150102000123',
        DWMC: '呼和浩特市青城宾馆有限责任公司',
        DWDZ: '内蒙古自治区呼和浩特市新城区新华大街58号',
        CBRXM: '张伟',
        copycbr: '李强',
        jcjlid: '1782341907111111',
        ...over,
      },
      btnsList: [],
      wslbsList: [],
      wssList: [],
      dataMap: {},
    },
    tree: [
      row({
        TITLE: '关于呼和浩特市青城宾馆有限责任公司的消防监督检查',
        children: [
          row({
            TITLE: '责令限期改正通知书',
            XGURL: '/ws/cpzlxqgztzs',
            WH: '新城消限字〔2025〕第0017号',
          }),
        ],
      }),
    ],
  }) as unknown as TaskDetail;

const handlers = (over: FakeHandlers = {}): FakeHandlers => ({
  'detail:get': () => fresh(taskDetail()),
  'units:get': (req) => fresh({ ID: req.id, ...HOTEL, JGDWLB: '1', LXDH: '0471-6601234' }),
  'documents:get': (req) =>
    fresh({
      FLWSID: req.FLWSID,
      RWID: TASK,
      runId: RUN,
      form: 'xfjdjcjl',
      rwwsszid: '420',
      TITLE: '消防监督检查记录',
      WH: null,
      STATUS: '2',
      STATUS1: '1',
      values: { JCSJ: '2026-03-12 09:30:00', JCDD: '新华大街58号' },
    }),
  ...over,
});

function Probe(props: UsePrefillArgs): ReactElement {
  const p = usePrefill(props);
  return (
    <div>
      <output aria-label="ready">{p.ready ? 'ready' : 'reading'}</output>
      <output aria-label="values">{JSON.stringify(p.values)}</output>
      <PrefillNote labels={p.labels} />
    </div>
  );
}

const args = (over: Partial<UsePrefillArgs> = {}): UsePrefillArgs => ({
  fields: NOTICE,
  form: 'cpzlxqgztzs',
  RWID: TASK,
  runId: RUN,
  isNew: true,
  ...over,
});

const open = (a: UsePrefillArgs, h: FakeHandlers = handlers()) =>
  renderWithProviders(
    <SessionProvider initial={session}>
      <Probe {...a} />
    </SessionProvider>,
    { api: createFakeApi(h) },
  );

const valuesShown = (): unknown =>
  JSON.parse(screen.getByRole('status', { name: 'values' }).textContent ?? '{}');
const whenReady = async (): Promise<void> => {
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'ready' }).textContent).toBe('ready'),
  );
};

describe('usePrefill', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-18T10:00:00+08:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('fills a new document from the task, its unit, its inspection record and today, and says which', async () => {
    const { api } = open(args());
    await whenReady();
    expect(valuesShown()).toEqual({
      WH: '新城消限字〔2026〕第',
      DWMC: '呼和浩特市青城宾馆有限责任公司',
      DWDZ: '内蒙古自治区呼和浩特市新城区新华大街58号',
      TYSHXYDM: '91150102MA0N2X8K3P',
      FDDBR: '王建国',
      JCRQ: '2026-03-12',
      LKRQ: '2026-03-18',
    });
    expect(screen.getByRole('note').textContent).toBe(
      '已根据任务和当前账号预填：文号、被责令单位、单位地址、统一社会信用代码、法定代表人、检查日期、落款日期（可修改）',
    );
    expect(api.callsTo('detail:get')).toEqual([{ runId: RUN, RWID: TASK }]);
    expect(api.callsTo('units:get')).toEqual([{ runId: RUN, id: '150102000123' }]);
    expect(api.callsTo('documents:get')).toEqual([{ FLWSID: '1782341907111111' }]);
  });

  it('reads the task from what the detail screen already loaded', async () => {
    const api = createFakeApi(handlers());
    const queryClient = createQueryClient();
    // The detail screen's key may carry pagetype: the task is the same.
    queryClient.setQueryData(
      qk.taskDetail({ runId: RUN, RWID: TASK, pagetype: '1' }),
      fresh(taskDetail({ jcjlid: null, DWDZ: '新华大街58号' })),
    );
    const fields = NOTICE.filter((f) => f.name !== 'TYSHXYDM' && f.name !== 'FDDBR');
    render(
      <AppProviders api={api} queryClient={queryClient}>
        <SessionProvider initial={session}>
          <Probe {...args({ fields })} />
        </SessionProvider>
      </AppProviders>,
    );
    await whenReady();
    expect(valuesShown()).toEqual({
      WH: '新城消限字〔2026〕第',
      DWMC: '呼和浩特市青城宾馆有限责任公司',
      DWDZ: '新华大街58号',
      LKRQ: '2026-03-18',
    });
    expect(api.callsTo('detail:get')).toEqual([]);
    // The task names its unit and address: the unit record is not read for them.
    expect(api.callsTo('units:get')).toEqual([]);
    // Without an inspection record the inspection date is not known: nothing read for it.
    expect(api.callsTo('documents:get')).toEqual([]);
  });

  it('reads nothing and fills nothing for a saved document', async () => {
    const { api } = open(args({ isNew: false }));
    await whenReady();
    expect(valuesShown()).toEqual({});
    expect(screen.queryByRole('note')).toBeNull();
    expect(api.callsTo('detail:get')).toEqual([]);
    expect(api.callsTo('units:get')).toEqual([]);
  });

  it('reads nothing for a form none of whose fields it knows', async () => {
    const fields: ServerField[] = [
      { name: 'WFXW', label: '存在的消防安全违法行为', type: 'textarea', required: true },
      { name: 'ZGQX', label: '改正期限', type: 'date', required: true },
    ];
    const { api } = open(args({ fields }));
    await whenReady();
    expect(valuesShown()).toEqual({});
    expect(screen.queryByRole('note')).toBeNull();
    expect(api.callsTo('detail:get')).toEqual([]);
  });

  it('offline without the task: fills what the account and the calendar know, and the form still opens', async () => {
    open(args(), handlers({ 'detail:get': () => fail('offline', '该数据尚未在本机缓存') }));
    await whenReady();
    expect(valuesShown()).toEqual({ LKRQ: '2026-03-18' });
    expect(screen.getByRole('note').textContent).toBe(
      '已根据任务和当前账号预填：落款日期（可修改）',
    );
  });

  it('a unit record that cannot be read leaves only its own fields blank', async () => {
    open(args(), handlers({ 'units:get': () => fail('offline', '该数据尚未在本机缓存') }));
    await whenReady();
    expect(valuesShown()).toEqual({
      WH: '新城消限字〔2026〕第',
      DWMC: '呼和浩特市青城宾馆有限责任公司',
      DWDZ: '内蒙古自治区呼和浩特市新城区新华大街58号',
      JCRQ: '2026-03-12',
      LKRQ: '2026-03-18',
    });
  });

  it('waits for the definition', async () => {
    const { api } = open(args({ fields: undefined }));
    await whenReady();
    expect(valuesShown()).toEqual({});
    expect(api.callsTo('detail:get')).toEqual([]);
  });
});
