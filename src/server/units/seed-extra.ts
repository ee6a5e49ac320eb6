// Further facts of the seeded units, served by the unit query (dwId 3045) next to the main fields.

type UnitExtra = {
  JZMJ: number; // building area, m²
  JZCS: number; // floors above ground
  YGRS: number; // staff
  JZJG: string; // structure
  SFGCJZ: '是' | '否'; // high-rise
  CLRQ: string; // founded
  GIS_X: number;
  GIS_Y: number;
};

const row = (
  JZMJ: number,
  JZCS: number,
  YGRS: number,
  JZJG: string,
  CLRQ: string,
  GIS_X: number,
  GIS_Y: number,
): UnitExtra => ({
  JZMJ,
  JZCS,
  YGRS,
  JZJG,
  SFGCJZ: JZCS * 3.3 > 24 ? '是' : '否',
  CLRQ,
  GIS_X,
  GIS_Y,
});

export const UNIT_EXTRA: Readonly<Record<string, UnitExtra>> = {
  '150102000101': row(48600, 7, 620, '钢筋混凝土框架结构', '2009-05-18', 111.6867, 40.8283),
  '150102000102': row(420, 2, 18, '砖混结构', '2015-03-02', 111.6952, 40.8137),
  '150102000103': row(9800, 9, 86, '钢筋混凝土框架结构', '2003-11-26', 111.6731, 40.8372),
  '150102000104': row(126000, 4, 210, '钢结构', '2012-08-08', 111.7349, 40.843),
  '150102000105': row(1350, 2, 35, '钢筋混凝土框架结构', '2018-06-15', 111.6819, 40.8446),
  '150102000106': row(860, 1, 12, '砖混结构', '2016-09-21', 111.7021, 40.8218),
  '150102000107': row(15200, 4, 96, '钢筋混凝土框架结构', '1987-09-01', 111.6958, 40.8311),
  '130102000201': row(7600, 12, 64, '钢筋混凝土框架剪力墙结构', '2010-04-12', 114.5391, 38.0481),
  '130102000202': row(56000, 5, 380, '钢结构', '2007-10-30', 114.5523, 38.0605),
  '150203000301': row(38500, 16, 450, '钢筋混凝土框架剪力墙结构', '2001-12-18', 109.8236, 40.6528),
  '150203000302': row(2100, 1, 22, '钢结构', '2013-07-05', 109.8047, 40.6633),
};
