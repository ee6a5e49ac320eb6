import { makeStyles, tokens } from '@fluentui/react-components';

export const useUploadCentreStyles = makeStyles({
  iconWrap: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-7px', right: '-10px' },
  toolbar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  summary: { color: tokens.colorNeutralForeground3 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
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
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  numbers: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  reason: { fontSize: tokens.fontSizeBase200, color: tokens.colorStatusWarningForeground2 },
  reasonFailed: { color: tokens.colorStatusDangerForeground1 },
  buttons: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
});
