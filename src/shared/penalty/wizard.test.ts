import { describe, expect, it } from 'vitest';
import { needsTarget, sourceTaskOf, stepAfterProcess, wizardTarget } from './wizard';

const task = { runId: 'run1', RWID: 'rw1' };
const names = { laspb: '立案审批表', ladjb: '立案登记表', dccfjds: '当场行政处罚决定书' };

describe('the penalty wizard’s routing (spec 01 §2, §4)', () => {
  it('simple goes to the guide, general and quick to the type chooser', () => {
    expect(stepAfterProcess('0')).toBe('guide');
    expect(stepAfterProcess('1')).toBe('types');
    expect(stepAfterProcess('2')).toBe('types');
  });

  it('asks name and address only for an individual (object type 1)', () => {
    expect(needsTarget('1')).toBe(true);
    expect(needsTarget('2')).toBe(false);
  });

  it('simple, unit: the on-the-spot decision with RWID, type=GJ, rwwsszid 264 and name', () => {
    expect(wizardTarget({ process: '0', CFDXLX: '2' }, task, names)).toEqual({
      form: 'dccfjds',
      rwwsszid: '264',
      query: {
        runId: 'run1',
        RWID: 'rw1',
        type: 'GJ',
        rwwsszid: '264',
        name: '当场行政处罚决定书',
      },
    });
  });

  it('simple, individual: dccfjdsgr (299) with GJRWID and the target fields', () => {
    const t = wizardTarget(
      { process: '0', CFDXLX: '1', CFDXMC: '刘某', CFDXDZ: '新城区1号' },
      task,
      names,
    );
    expect(t.form).toBe('dccfjdsgr');
    expect(t.query).toEqual({
      runId: 'run1',
      GJRWID: 'rw1',
      CFDXLX: '1',
      CFDXMC: '刘某',
      CFDXDZ: '新城区1号',
      type: 'GJ',
      rwwsszid: '299',
    });
  });

  it('general, unit: the approval form (18) with the types and RWID', () => {
    expect(wizardTarget({ process: '1', CFDXLX: '2', CF_LYTYPE: '1' }, task, names)).toEqual({
      form: 'laspb',
      rwwsszid: '18',
      query: {
        runId: 'run1',
        RWID: 'rw1',
        CF_LYTYPE: '1',
        CFDXLX: '2',
        type: 'GJ',
        rwwsszid: '18',
        name: '立案审批表',
      },
    });
  });

  it('quick, individual: the registration form (560) with GJRWID, types, name and address', () => {
    const t = wizardTarget(
      { process: '2', CFDXLX: '1', CF_LYTYPE: '2', CFDXMC: '王某', CFDXDZ: '回民区2号' },
      task,
      names,
    );
    expect(t).toEqual({
      form: 'ladjb',
      rwwsszid: '560',
      query: {
        runId: 'run1',
        GJRWID: 'rw1',
        CF_LYTYPE: '2',
        CFDXLX: '1',
        CFDXMC: '王某',
        CFDXDZ: '回民区2号',
        type: 'GJ',
        rwwsszid: '560',
        name: '立案登记表',
      },
    });
  });

  it('reads the source task from GJRWID, else RWID', () => {
    expect(sourceTaskOf({ GJRWID: 'a', RWID: 'b' })).toBe('a');
    expect(sourceTaskOf({ RWID: 'b' })).toBe('b');
    expect(sourceTaskOf({})).toBe('');
  });
});
