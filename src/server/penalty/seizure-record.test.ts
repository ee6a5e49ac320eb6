import { describe, expect, it } from 'vitest';
import { taskId } from '../tasks/seed/build';
import { signedInServer, treeRows } from '../testing';
import { runOf } from '../actions/testing';
import { PATHS } from '../paths';
import { USERS } from '../session/seed';
import { saveResultSchema } from '../../shared/documents/schemas';
import { chinaToday } from '../../shared/common/dates';

// 临时查封 (spec 02 §9) opens /ws/lscfxcbl or /ws/jtyajllscf with type=GJ: a page opened inside a
// penalty case, not a registration. Saving it writes a document of that case; only the
// registration forms (laspb, ladjb, dccfjds, dccfjdsgr) register a case (issue 29, item 1).

const { server, demo, post } = await signedInServer();
const tree = (n: number) => treeRows(server.url, demo, taskId(n), runOf(n));
const today = chinaToday(Date.now());

const DINGSHENG = 3; // 关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚 (61, general)
const KTV = 29; // 关于呼和浩特市新城区欣悦KTV娱乐会所消防器材配置不足的简易程序处罚 (62, simple)

const RECORD = {
  KSSJ: `${today} 09:30`,
  JSSJ: `${today} 11:00`,
  XCDD: '呼和浩特市新城区中山西路88号',
  ZFRYID: USERS[0].id, // 张伟, the demo officer
  ZFRY: '张伟',
  DSR: '呼和浩特市鼎盛购物中心有限公司',
  XCFZR: '赵刚',
  XCFZRDH: '13904710000',
  CFLY: '疏散通道被占用，依据《中华人民共和国消防法》第五十四条实施临时查封。',
  CFFW: '地下一层超市区域',
  XCQK: '执法人员出示执法证件，告知当事人查封理由和依据，当事人无异议。',
  DSRYJ: '1', // 无异议
  JZR: '',
};

/** saveFlws of the on-the-spot seizure record on seeded task n, as the seizure dialog opens it. */
const saveSeizure = (n: number) =>
  post(PATHS.saveFlws, {
    runId: runOf(n),
    RWID: taskId(n),
    type: 'GJ',
    rwwsszid: '502',
    LSCFLX: '2',
    form: 'lscfxcbl',
    data: JSON.stringify(RECORD),
  });

describe('the temporary seizure record (type=GJ, not a registration)', () => {
  it('saves under the general case and adds 强制措施文书 to its tree with the first record', async () => {
    const before = await tree(DINGSHENG);
    expect(before.some((r) => r.TITLE === '强制措施文书')).toBe(false);

    const { json } = await saveSeizure(DINGSHENG);
    expect(json).toMatchObject({ success: true, msg: '保存成功!' });
    const saved = saveResultSchema.parse(json.data);
    // Saved under the case itself: no new case was registered from it.
    expect(saved.RWID ?? taskId(DINGSHENG)).toBe(taskId(DINGSHENG));

    const after = await tree(DINGSHENG);
    const category = after.find((r) => r.TITLE === '强制措施文书');
    expect(category).toBeDefined();
    expect(category?.children.map((c) => c.TITLE)).toContain('临时查封现场笔录');
    expect(after.find((r) => r.FLWSID === saved.FLWSID)?.TITLE).toBe('临时查封现场笔录');

    // A second record goes under the same category.
    expect((await saveSeizure(DINGSHENG)).json).toMatchObject({ success: true });
    const again = await tree(DINGSHENG);
    expect(again.filter((r) => r.TITLE === '强制措施文书')).toHaveLength(1);
  });

  it('the simple procedure has no coercive measures: the spec’s refusal, nothing saved', async () => {
    const { json } = await saveSeizure(KTV);
    expect(json).toMatchObject({ success: false, msg: '暂无配置RWID文书设置' });
    const rows = await tree(KTV);
    expect(rows.some((r) => r.TITLE === '强制措施文书' || r.TITLE === '临时查封现场笔录')).toBe(
      false,
    );
  });
});
