import { describe, expect, it } from 'vitest';
import { ok } from '../testing/fake-http';
import { describeWrites, useScriptedService } from '../testing/services';
import { createProductService, type ProductService } from './product-service';
import { PRODUCTS_API } from '../../../shared/products/constants';

const rig = useScriptedService((deps) => createProductService(() => deps.client, deps.reads));
const req = { runId: 'r1', RWID: 't1', id: 'n1' };

describe('product service: the rectification-notice link', () => {
  it('zlxqDetail with rwid and runId; rows parsed, read through the cache offline', async () => {
    rig.answer({
      [PRODUCTS_API.noticeDetail]: ok([
        {
          ID: 401,
          FLWSID: 'f1',
          WH: '新城消限字〔2026〕第0201号',
          CRT_USERNAME: '张伟',
          CRT_TIME: '2026-03-08 09:00:00',
          SPRXM: '王建军',
          SPSJ: '',
          SFGJ: 1,
        },
      ]),
    });
    const first = await rig.service.notices({ runId: 'r1', RWID: 't1' });
    expect(first.data).toEqual([
      {
        ID: '401',
        FLWSID: 'f1',
        WH: '新城消限字〔2026〕第0201号',
        CRT_USERNAME: '张伟',
        CRT_TIME: '2026-03-08 09:00:00',
        SPRXM: '王建军',
        SPSJ: null,
        SFGJ: '1',
      },
    ]);
    expect(rig.sent()).toEqual([
      { path: PRODUCTS_API.noticeDetail, form: { rwid: 't1', runId: 'r1' } },
    ]);
    rig.deps.setOnline(false);
    const cached = await rig.service.notices({ runId: 'r1', RWID: 't1' });
    expect(cached.source).toBe('cache');
    expect(cached.data).toEqual(first.data);
  });
});

describeWrites<ProductService>(
  [
    {
      name: 'zlxqHook',
      run: (s) => s.link(req),
      path: PRODUCTS_API.noticeHook,
      form: { rwid: 't1', runId: 'r1', id: 'n1' },
      fallback: '关联成功',
    },
    {
      name: 'cancelHook',
      run: (s) => s.unlink(req),
      path: PRODUCTS_API.noticeUnhook,
      form: { rwid: 't1', runId: 'r1', id: 'n1' },
      fallback: '取消成功',
    },
  ],
  rig,
);
