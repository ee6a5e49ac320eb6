import { makeStyles, tokens } from '@fluentui/react-components';
import { HEADER_COMPACT_MEDIA } from '../components/headerLabel.styles';

// Header in the service's deep "flame blue"; tabs and content on the neutral desk-grey Fluent uses
// for work surfaces, so the white cards with data stand out.
const HEADER_BG = '#0c2d57';
const ON_HEADER = '#ffffff';
const ON_HEADER_MUTED = 'rgba(255, 255, 255, 0.78)';

export const useFrameStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    [HEADER_COMPACT_MEDIA]: { gap: tokens.spacingHorizontalM },
    // Nothing in the row wraps or shrinks but the unit's name (ellipsis, full name in its tooltip).
    '& > *': { flexShrink: 0 },
    '& > [data-shrink]': { flexShrink: 1 },
    height: '48px',
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: HEADER_BG,
    backgroundImage: 'linear-gradient(90deg, #0c2d57 0%, #123f78 100%)',
    color: ON_HEADER,
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    whiteSpace: 'nowrap',
  },
  brandMark: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    borderRadius: '50%',
    backgroundImage: 'linear-gradient(145deg, #d6452e, #a62a1a)',
  },
  brandName: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.04em',
  },
  nav: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginLeft: tokens.spacingHorizontalL,
  },
  navButton: {
    color: ON_HEADER_MUTED,
    whiteSpace: 'nowrap',
    ':hover': { color: ON_HEADER, backgroundColor: 'rgba(255, 255, 255, 0.12)' },
    ':hover:active': { color: ON_HEADER, backgroundColor: 'rgba(255, 255, 255, 0.2)' },
  },
  /** A header tool: icon only on narrow windows (its label is hidden by `useHeaderLabelStyles`). */
  toolButton: { [HEADER_COMPACT_MEDIA]: { minWidth: 'auto' } },
  navButtonActive: { color: ON_HEADER, backgroundColor: 'rgba(255, 255, 255, 0.16)' },
  spacer: { flexGrow: 1 },
  user: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    color: ON_HEADER_MUTED,
  },
  userName: { color: ON_HEADER, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  userUnit: {
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: '260px',
  },
  tabs: {
    display: 'flex',
    alignItems: 'flex-end',
    gap: '2px',
    flexShrink: 0,
    height: '34px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
    overflowY: 'hidden',
  },
  tab: {
    display: 'flex',
    alignItems: 'center',
    height: '30px',
    maxWidth: '240px',
    borderTopLeftRadius: tokens.borderRadiusMedium,
    borderTopRightRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover },
  },
  tabActive: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    boxShadow: `inset 0 2px 0 ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1 },
  },
  tabButton: {
    height: '100%',
    padding: `0 ${tokens.spacingHorizontalM}`,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontSize: tokens.fontSizeBase300,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  tabClose: {
    minWidth: '20px',
    width: '20px',
    height: '20px',
    marginRight: tokens.spacingHorizontalXS,
  },
  content: { flexGrow: 1, minHeight: 0, position: 'relative' },
  pane: { position: 'absolute', inset: 0, overflow: 'auto' },
});
