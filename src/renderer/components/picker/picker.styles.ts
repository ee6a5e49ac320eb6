import { makeStyles, tokens } from '@fluentui/react-components';

export const usePickerStyles = makeStyles({
  rowLabel: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  surface: { width: '720px', maxWidth: 'calc(100vw - 48px)' },
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minHeight: '240px',
  },
  searchRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  searchBox: { flexGrow: 1, minWidth: 0 },
  countRow: {
    display: 'flex',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalM,
    flexWrap: 'wrap',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  table: { tableLayout: 'fixed' },
  rowButton: {
    justifyContent: 'flex-start',
    width: '100%',
    minWidth: 0,
    fontWeight: tokens.fontWeightRegular,
    textAlign: 'start',
  },
  // The field: chosen tags, then the button that opens the search.
  field: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    minHeight: '32px',
  },
  tags: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});
