import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * Frakt's own look (issue 20): a freight blue with an amber accent, a calm page background, system
 * typography, sentence-case buttons and rounder, flatter cards. react-admin's defaults (field sizes,
 * table cells) stay underneath.
 */
export const fraktTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0b4f8a', dark: '#083a66', light: '#3d78ad', contrastText: '#ffffff' },
    secondary: { main: '#f0a500', contrastText: '#1f1f1f' },
    success: { main: '#1e7d4f' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1b2430', secondary: '#556070' },
  },
  shape: { borderRadius: 8 },
  typography: {
    ...defaultTheme.typography,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 700, letterSpacing: '-0.01em' },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiCard: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiAppBar: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  },
};
