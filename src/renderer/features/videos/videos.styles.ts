import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * A large dialog opened over another one dims it, as a first dialog dims the screen (Fluent makes
 * nested backdrops transparent, which leaves two busy dialogs on top of each other). A new object
 * on every render: Fluent deletes `appearance` from the slot props it is given.
 */
export const nestedBackdrop = (): { appearance: 'dimmed' } => ({ appearance: 'dimmed' });

export const useVideoStyles = makeStyles({
  surface: { width: '1080px', maxWidth: 'calc(100vw - 48px)' },
  surfaceWide: { width: '1240px', maxWidth: 'calc(100vw - 48px)' },
  surfaceMedia: { width: '960px', maxWidth: 'calc(100vw - 48px)' },
  surfaceNarrow: { width: '520px', maxWidth: 'calc(100vw - 48px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minHeight: '240px' },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  spacer: { flexGrow: 1 },
  table: { tableLayout: 'fixed' },
  // Fixed columns fit their content (times 'YYYY-MM-DD HH:mm:ss', three two-character actions);
  // the name column takes what is left, so it is never the one squeezed.
  colTime: { width: '150px' },
  colUnit: { width: '200px' },
  colRemark: { width: '16%' },
  colNumber: { width: '120px' },
  colActions: { width: '140px' },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, flexWrap: 'nowrap', alignItems: 'center' },
  actionButton: { minWidth: 'auto', paddingLeft: tokens.spacingHorizontalS, paddingRight: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    // Controls keep their height when a neighbour shows a validation message.
    alignItems: 'start',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  filtersFour: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  filterWide: { gridColumn: 'span 2' },
  filterRowEnd: { gridColumn: '1 / -1', justifyContent: 'flex-end' },
  range: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  rangeInput: { flexGrow: 1, minWidth: 0 },
  shortcuts: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap', marginTop: tokens.spacingVerticalXXS },
  filterButtons: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  // Beside labelled fields: down by a label's height so the button lines up with the inputs.
  filterButtonsBeside: { paddingTop: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalSNudge})` },
  unitRow: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  unitField: { flexGrow: 1, minWidth: 0 },
  unitSwitch: { flexShrink: 0, paddingBottom: tokens.spacingVerticalXXS },
  unitButton: { width: '100%', minWidth: 0, fontWeight: tokens.fontWeightRegular },
  unitTree: { maxHeight: '320px', overflowY: 'auto', minWidth: '300px' },
  stage: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 'calc(100vh - 330px)',
    minHeight: '300px',
    backgroundColor: '#1b1b1b',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
  },
  manageContent: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  meta: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2 },
  metaItem: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
  video: { width: '100%', height: '100%', backgroundColor: '#000' },
  stageText: { color: tokens.colorNeutralForegroundInverted },
  split: { display: 'grid', gridTemplateColumns: 'minmax(360px, 2fr) 3fr', gap: tokens.spacingHorizontalL, minHeight: '360px' },
  selectedRow: { backgroundColor: tokens.colorBrandBackground2, ':hover': { backgroundColor: tokens.colorBrandBackground2Hover } },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  groupTitle: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  doc: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  docHead: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // A fixed name width lines the 查看 buttons up under each other.
  fileCheck: { width: '360px', maxWidth: '60%', flexShrink: 0 },
  fileRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, paddingLeft: tokens.spacingHorizontalXXL },
  evidenceBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' },
});
