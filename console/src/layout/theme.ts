import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { fraktComponents, fraktPalette, fraktTypography } from './themeOptions';

/** Frakt's look (themeOptions.ts) over react-admin's defaults (field sizes, table cells). */
export const fraktTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: fraktPalette,
  shape: { borderRadius: 8 },
  typography: { ...defaultTheme.typography, ...fraktTypography },
  components: {
    ...defaultTheme.components,
    ...fraktComponents,
    // A list is never wider than the main area (issue 29 item 11): its flex column may shrink below the table's
    // width, and a wide table scrolls inside its own box, the list's toolbar and actions staying in view.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
  },
};
