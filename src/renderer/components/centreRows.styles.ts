import { tokens } from '@fluentui/react-components';

// Style fragments shared by the two end drawers of the header (upload centre, import centre):
// a list of bordered rows, each a head line over its details, and the header button's badge
// anchor. Spread into each feature's makeStyles so both drawers look and space alike.

export const ellipsis = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const centreRows = {
  iconWrap: { position: 'relative', display: 'inline-flex' },
  /**
   * The header button carrying the badge: Fluent's Button clips its overflow, and the badge sits
   * above the icon's corner, outside the button's box; without this it is cut in half.
   */
  badgeButton: { overflow: 'visible' },
  summary: { color: tokens.colorNeutralForeground3 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
} as const;
