// How a task is named where space is short (the task list, the tree's task rows, the tabs).
// Task names follow one pattern, '关于' + the unit's registered name (which starts with its
// province, city and district) + the matter: '关于呼和浩特市新城区育才小学的双随机抽查'. An
// officer's tasks share everything up to the unit, so a cut name shows only '关于呼和浩特市…'.
// The short name drops that shared boilerplate and keeps the unit and the matter; the full name
// stays the accessible name and the tooltip.

const LEAD = /^关于/;
/** Province-level: '内蒙古自治区', '河北省', and the short forms used in registered names. */
const PROVINCE = /^(?:[\u4e00-\u9fa5]{2,7}?(?:省|自治区)|内蒙古|广西|西藏|宁夏|新疆)/;
/** Prefecture-level: '呼和浩特市', '锡林郭勒盟', '甘南藏族自治州', '大兴安岭地区'. */
const CITY = /^[\u4e00-\u9fa5]{2,7}?(?:市|盟|自治州|地区)/;
/** County-level: '新城区', '昆都仑区', '土默特左旗', '和林格尔县'. */
const COUNTY = /^[\u4e00-\u9fa5]{1,4}?(?:区|县|旗)/;
/** What must be left of a name for a dropped place to be boilerplate, not the unit itself. */
const MIN_REST = 4;

function drop(name: string, part: RegExp): string {
  const m = part.exec(name);
  if (!m) return name;
  const rest = name.slice(m[0].length);
  return rest.length >= MIN_REST ? rest : name;
}

/**
 * The part of a task name that tells tasks apart: the unit (without its province, city and
 * district) and the matter. '关于呼和浩特市鼎盛购物中心有限公司的责令改正复查' →
 * '鼎盛购物中心有限公司的责令改正复查'. A name not following the pattern comes back unchanged.
 */
export function shortTaskName(name: string): string {
  const trimmed = name.trim();
  let rest = trimmed.replace(LEAD, '');
  if (rest.length < MIN_REST) return trimmed;
  for (const part of [PROVINCE, CITY, COUNTY]) rest = drop(rest, part);
  return rest;
}
