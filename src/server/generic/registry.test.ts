import { describe, expect, it } from 'vitest';
import { ok } from '../envelope';
import { users } from '../session/tables';
import { GenericRegistry, type EntityHandler, type PageProvider } from './registry';

const provider: PageProvider = (_call, _filter, page) => ({
  ok: true,
  value: { records: [], total: 0, ...page, pages: 0 },
});
const entity: EntityHandler = { label: '测试', save: () => ({ ok: true, value: '1' }) };

describe('GenericRegistry', () => {
  it('answers what was registered, and nothing else', () => {
    const r = new GenericRegistry();
    r.registerPage(4372, provider);
    r.registerEntity(4653, entity);
    r.registerInterface(32, () => ok(null));
    r.registerLookup('BLADE_USER', { table: users, columns: { ID: users.id } });
    expect(r.page(4372)).toBe(provider);
    expect(r.entity(4653)).toBe(entity);
    expect(r.interface(32)).toBeTypeOf('function');
    expect(r.lookup('blade_user')?.columns).toEqual({ ID: users.id });
    expect([r.page(4653), r.entity(4372), r.interface(33), r.lookup('XFJD_FLWS')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses a second registration of the same id: the answer must not depend on area order', () => {
    const r = new GenericRegistry();
    r.registerPage(3045, provider);
    expect(() => r.registerPage(3045, provider)).toThrow('dwId 3045 is registered twice');
    r.registerLookup('XFJD_SHDW', { table: users, columns: {} });
    expect(() => r.registerLookup('xfjd_shdw', { table: users, columns: {} })).toThrow(
      'registered twice',
    );
  });
});
