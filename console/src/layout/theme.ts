import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { fraktComponents, fraktPalette, fraktTypography } from './themeOptions';

/** Frakt's look (themeOptions.ts) over react-admin's defaults (field sizes, table cells). */
export const fraktTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: fraktPalette,
  shape: { borderRadius: 8 },
  typography: { ...defaultTheme.typography, ...fraktTypography },
  components: { ...defaultTheme.components, ...fraktComponents },
};
