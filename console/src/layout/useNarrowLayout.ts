import useMediaQuery from '@mui/material/useMediaQuery';

/** Narrow layout under 1200 px (spec 9). The same breakpoint as layout.css. */
export const NARROW_QUERY = '(max-width:1199.98px)';

export const useNarrowLayout = () => useMediaQuery(NARROW_QUERY, { noSsr: true });
