import { describe, expect, it } from 'vitest';
import { shortTaskName } from './names';

describe('shortTaskName: the unit and the matter, without the shared boilerplate', () => {
  it('drops 关于 and the province, city and district the unit’s name starts with', () => {
    expect(shortTaskName('关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚')).toBe(
      '鼎盛购物中心有限公司消防违法行为的行政处罚',
    );
    expect(shortTaskName('关于呼和浩特市新城区育才小学的冬春火灾防控专项检查')).toBe(
      '育才小学的冬春火灾防控专项检查',
    );
    expect(shortTaskName('关于包头市昆都仑区鑫达汽车修理厂重大火灾隐患督办')).toBe(
      '鑫达汽车修理厂重大火灾隐患督办',
    );
    expect(shortTaskName('关于内蒙古北辰消防器材有限公司的消防产品监督抽查')).toBe(
      '北辰消防器材有限公司的消防产品监督抽查',
    );
    expect(shortTaskName('关于内蒙古自治区锡林郭勒盟正蓝旗上都酒店的日常消防监督检查')).toBe(
      '上都酒店的日常消防监督检查',
    );
    expect(shortTaskName('关于石家庄市长安区恒信商务酒店有限公司的责令改正复查')).toBe(
      '恒信商务酒店有限公司的责令改正复查',
    );
  });

  it('tells apart the tasks that a cut full name showed alike', () => {
    const names = [
      '关于呼和浩特市鼎盛购物中心有限公司消防违法行为的行政处罚',
      '关于呼和浩特市鼎盛购物中心有限公司的责令改正复查',
      '关于呼和浩特市新城区育才小学的双随机抽查',
      '关于呼和浩特市新城区欣悦KTV娱乐会所的责令停产停业',
      '关于呼和浩特市青城宾馆有限责任公司的临时查封',
    ];
    // The first eight characters differ for each unit; the full names share their first seven.
    const heads = new Set(names.map((n) => shortTaskName(n).slice(0, 8)));
    expect(heads.size).toBe(4);
    expect(new Set(names.map((n) => n.slice(0, 7))).size).toBe(1);
  });

  it('keeps a name without the pattern, and never drops the unit itself', () => {
    expect(shortTaskName('关于刘某某违规使用液化石油气引发火灾的个人行政处罚')).toBe(
      '刘某某违规使用液化石油气引发火灾的个人行政处罚',
    );
    expect(shortTaskName('关于欣悦KTV娱乐会所占用、堵塞疏散通道的举报投诉核查')).toBe(
      '欣悦KTV娱乐会所占用、堵塞疏散通道的举报投诉核查',
    );
    expect(shortTaskName('专项检查')).toBe('专项检查');
    expect(shortTaskName('关于检查')).toBe('关于检查');
    // A place with too little after it is the name, not boilerplate.
    expect(shortTaskName('关于呼和浩特市新城区检查')).toBe('新城区检查');
    expect(shortTaskName('  关于包头市昆都仑区鑫达汽车修理厂消防安全约谈 ')).toBe(
      '鑫达汽车修理厂消防安全约谈',
    );
  });
});
