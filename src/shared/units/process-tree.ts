import type { Option } from '../forms/types';

// The fire-process tree (消防工艺 / 生产、储存物品的火灾危险性, GB 50016 §3.1): a static tree
// the officer chooses one leaf of (HZWXXLB). The form's options are its leaves, so the shared
// rules refuse any other value in renderer, main and server alike.

export type ProcessNode = {
  /** The stored code: 'SC-J' production class 甲, 'CC-Y' storage class 乙, … */
  value: string;
  label: string;
  children?: readonly ProcessNode[];
};

const CLASSES = [
  ['J', '甲类'],
  ['Y', '乙类'],
  ['B', '丙类'],
  ['D', '丁类'],
  ['W', '戊类'],
] as const;

const PRODUCTION: Record<string, readonly string[]> = {
  J: [
    '闪点小于28℃的液体',
    '爆炸下限小于10%的气体',
    '常温下能自行分解或在空气中氧化能导致迅速自燃或爆炸的物质',
  ],
  Y: ['闪点不小于28℃但小于60℃的液体', '爆炸下限不小于10%的气体', '助燃气体'],
  B: ['闪点不小于60℃的液体', '可燃固体'],
  D: ['对不燃烧物质进行加工，并在高温或熔化状态下经常产生强辐射热、火花或火焰的生产'],
  W: ['常温下使用或加工不燃烧物质的生产'],
};

const STORAGE: Record<string, readonly string[]> = {
  J: ['闪点小于28℃的液体', '爆炸下限小于10%的气体', '受撞击、摩擦或与氧化剂接触能爆炸的物质'],
  Y: ['闪点不小于28℃但小于60℃的液体', '助燃气体', '常温下与空气接触能缓慢氧化的物品'],
  B: ['闪点不小于60℃的液体', '可燃固体'],
  D: ['难燃烧物品'],
  W: ['不燃烧物品'],
};

const branch = (
  prefix: string,
  label: string,
  items: Record<string, readonly string[]>,
): ProcessNode => ({
  value: prefix,
  label,
  children: CLASSES.map(([code, name]) => ({
    value: `${prefix}-${code}`,
    label: name,
    children: items[code].map((text, i) => ({ value: `${prefix}-${code}-${i + 1}`, label: text })),
  })),
});

export const FIRE_PROCESS_TREE: readonly ProcessNode[] = [
  branch('SC', '生产的火灾危险性', PRODUCTION),
  branch('CC', '储存物品的火灾危险性', STORAGE),
  { value: 'WU', label: '不涉及生产、储存' },
];

/** Every node with its path of labels ('生产的火灾危险性 / 甲类 / 闪点小于28℃的液体'). */
function walk(nodes: readonly ProcessNode[], path: readonly string[], out: Option[]): Option[] {
  for (const n of nodes) {
    const labels = [...path, n.label];
    if (n.children?.length) walk(n.children, labels, out);
    else out.push({ value: n.value, label: labels.join(' / ') });
  }
  return out;
}

/** The leaves the officer may choose, labelled by their path. */
export const FIRE_PROCESS_OPTIONS: readonly Option[] = walk(FIRE_PROCESS_TREE, [], []);

/** A stored code's label (its path), or the code itself when the tree has no such leaf. */
export const processLabel = (value: string): string =>
  FIRE_PROCESS_OPTIONS.find((o) => o.value === value)?.label ?? value;
