import { makeStyles, tokens } from '@fluentui/react-components';

export const useAttachmentStyles = makeStyles({
  surfaceWide: { width: '1080px', maxWidth: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minHeight: '220px',
  },
  table: { tableLayout: 'fixed' },
  colSize: { width: '96px' },
  colUser: { width: '96px' },
  colTime: { width: '160px' },
  colActionsWide: { width: '300px' },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});
