import { makeStyles, tokens } from '@fluentui/react-components';
import { centreRows, ellipsis } from '../../components/centreRows.styles';

// The import centre follows the upload centre: a header button with a badge, an end drawer of
// bordered rows. It holds more per row (docks, recorder and police numbers), so it is wider.

export const useRecorderStyles = makeStyles({
  ...centreRows,
  // Amber, not the upload centre's red: importing is work in progress, not a fault; it also reads on the blue header.
  badge: {
    position: 'absolute',
    top: '-7px',
    right: '-10px',
    backgroundColor: tokens.colorPaletteMarigoldBackground3,
    color: tokens.colorNeutralForeground1,
  },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  toolbarButtons: { display: 'flex', gap: tokens.spacingHorizontalS },
  bars: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalS,
  },
  tabs: { marginTop: tokens.spacingVerticalXS },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
  sectionTitle: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  // The history list takes focus back after a dialog closes (useFocusReturn); it is not a control itself.
  list: { ...centreRows.list, ':focus': { outline: 'none' } },
  kind: { display: 'inline-flex', color: tokens.colorNeutralForeground3, flexShrink: 0 },
  name: { flexGrow: 1, minWidth: 0, ...ellipsis, fontWeight: tokens.fontWeightSemibold },
  folder: {
    flexGrow: 1,
    minWidth: 0,
    ...ellipsis,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: '2px',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  metaStrong: { color: tokens.colorNeutralForeground2 },
  missing: { color: tokens.colorStatusWarningForeground2, fontWeight: tokens.fontWeightSemibold },
  numbers: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
  },
  reason: { fontSize: tokens.fontSizeBase200, color: tokens.colorStatusDangerForeground1 },
  warn: { fontSize: tokens.fontSizeBase200, color: tokens.colorStatusWarningForeground2 },
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  counts: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  // 待绑定视频 (issue 18): a video's likely tasks, each with its reason and two buttons.
  likely: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  likelyItem: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderLeft: `3px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusSmall,
  },
  likelyName: { ...ellipsis, color: tokens.colorNeutralForeground1 },
  likelyReason: { color: tokens.colorNeutralForeground2 },
  notes: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});
