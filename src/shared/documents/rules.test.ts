import { describe, expect, it } from 'vitest';
import {
  canShowApprovalInfo,
  checkAddDocument,
  docTypeOf,
  formOfUrl,
  isEditableStatus,
  sendModeOf,
} from './rules';
import type { WsType } from '../detail/schemas';
describe('document rules', () => {
  const ok = { tjfs: '1', xzurl: '/ws/xfjdjcjl', wsdyid: 'WSDY420' };

  it('checks adding a document in the spec order with its messages', () => {
    expect(checkAddDocument(undefined)).toBe('请选择需要新增的文书!');
    expect(checkAddDocument({ ...ok, tjfs: '2', xzurl: null })).toBe(
      '该表单是登记表单，不可直接添加!',
    );
    expect(checkAddDocument({ ...ok, xzurl: null, wsdyid: null })).toBe('该文书暂未配置新增页面!');
    expect(checkAddDocument({ ...ok, wsdyid: null })).toBe('该文书暂未配置文书定义!');
    expect(checkAddDocument(ok)).toBeNull();
  });

  it('shows approval information only for STATUS above 1 and not 10', () => {
    expect(['1', '2', '3', '5', '9', '10', null].map(canShowApprovalInfo)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('allows editing drafts, returned and recalled documents', () => {
    expect(['1', '2', '3', '5', '9', '10', null].map(isEditableStatus)).toEqual([
      true,
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads the form name of a document page URL', () => {
    expect(formOfUrl('/ws/xfjdjcjl')).toBe('xfjdjcjl');
    expect(formOfUrl('/ws/sdhz?x=1')).toBe('sdhz');
    expect(formOfUrl(null)).toBeNull();
    expect(formOfUrl('/xfjd/other')).toBeNull();
  });
});

describe('sendModeOf / docTypeOf', () => {
  const ws = (id: string, over: Partial<WsType> = {}): WsType => ({
    id,
    wsmc: id,
    tjfs: '1',
    xzurl: null,
    wsdyid: null,
    kglsh: null,
    rwwslbid: null,
    ...over,
  });
  it('reads the type approval setting: 1 to approval, 0 issued directly, else unknown', () => {
    expect(sendModeOf('1')).toBe('1');
    expect(sendModeOf(1)).toBe('1');
    expect(sendModeOf('0')).toBe('2');
    expect(sendModeOf(0)).toBe('2');
    expect(sendModeOf(null)).toBeNull();
    expect(sendModeOf(undefined)).toBeNull();
    expect(sendModeOf('')).toBeNull();
    expect(sendModeOf('2')).toBeNull();
  });
  it('finds a document type by its rwwsszid, else by its id', () => {
    const types = [ws('a', { rwwsszid: '404', sfsp: '1' }), ws('46', { sfsp: '0' })];
    expect(docTypeOf(types, '404')?.id).toBe('a');
    expect(docTypeOf(types, '46')?.id).toBe('46');
    expect(docTypeOf(types, 'a')).toBeUndefined();
    expect(docTypeOf(types, null)).toBeUndefined();
  });
});
