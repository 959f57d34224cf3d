import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * A phone's width (under MUI's `sm`, 600 px), where a list shows its rows as a react-admin SimpleList instead of
 * a table (issue 29 item 11, as react-admin's demo does): a table that narrow only scrolls.
 */
export const useSmallScreen = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
