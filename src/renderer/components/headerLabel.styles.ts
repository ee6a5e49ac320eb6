import { makeStyles } from '@fluentui/react-components';

/**
 * Below this window width the header's tools (upload and import centres, drafts, notifications,
 * sign-out) show their icon only; their name stays their accessible name and their tooltip.
 * At 1280 px the full row (brand, three pages, four tools, status, officer, unit) does not fit.
 */
export const HEADER_COMPACT_MEDIA = '@media (max-width: 1439px)';

/** The text of a header tool: one line always, visually hidden (still read out) on narrow windows. */
export const useHeaderLabelStyles = makeStyles({
  label: {
    whiteSpace: 'nowrap',
    [HEADER_COMPACT_MEDIA]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
