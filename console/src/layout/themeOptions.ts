import type { ThemeOptions } from '@mui/material/styles';

/**
 * Frakt's own look (issue 20): a freight blue with an amber accent, a calm page background, system
 * typography, sentence-case buttons and rounder, flatter cards. theme.ts lays it over react-admin's
 * defaults; the public shell, which loads without react-admin, over the few of them its screens use.
 */
export const fraktPalette = {
  primary: { main: '#0b4f8a', dark: '#083a66', light: '#3d78ad', contrastText: '#ffffff' },
  secondary: { main: '#f0a500', contrastText: '#1f1f1f' },
  success: { main: '#1e7d4f' },
  // MUI's darker red: a field's error label stays readable on its focused filled background (4.9:1, #d32f2f 4.4:1).
  error: { main: '#c62828' },
  background: { default: '#f4f6f9', paper: '#ffffff' },
  text: { primary: '#1b2430', secondary: '#556070' },
};

export const fraktTypography = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  h4: { fontWeight: 700, letterSpacing: '-0.01em' },
  h6: { fontWeight: 600 },
  button: { textTransform: 'none' as const, fontWeight: 600 },
};

export const fraktComponents = {
  // A ring every keyboard user sees on whatever has the focus (WCAG 2.4.7), not only the ripple's faint tint.
  MuiButtonBase: {
    styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${fraktPalette.primary.dark}`, outlineOffset: 2 } } },
  },
  MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' as const } } },
  MuiCard: { styleOverrides: { root: { borderRadius: 12 } } },
  MuiAppBar: { styleOverrides: { root: { backgroundImage: 'none' } } },
  MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
};

/**
 * The public shell's theme: Frakt's look over the react-admin defaults its fields meet (filled, dense,
 * small text fields, as react-admin's inputs are), so the sign-in form looks the same in both.
 */
export const publicThemeOptions: ThemeOptions = {
  palette: fraktPalette,
  shape: { borderRadius: 8 },
  typography: fraktTypography,
  components: {
    MuiTextField: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFilledInput: { styleOverrides: { root: { backgroundColor: 'rgba(0, 0, 0, 0.04)' } } },
    ...fraktComponents,
  },
};
