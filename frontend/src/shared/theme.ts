import { createTheme, responsiveFontSizes, type ThemeOptions } from '@mui/material/styles';

/** Parley's look: deep navy, a calm teal accent, quiet surfaces with hairline borders. */
export const palette = {
  navy: '#0b2540',
  navyLight: '#163a5f',
  teal: '#138a72',
  tealBright: '#2ec4a6',
  surface: '#f4f6f9',
  border: '#e1e6ed',
} as const;

export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: palette.navy, light: palette.navyLight, contrastText: '#ffffff' },
    secondary: { main: palette.teal, contrastText: '#ffffff' },
    success: { main: '#1b7f4b' },
    warning: { main: '#b26a00' },
    background: { default: palette.surface, paper: '#ffffff' },
    divider: palette.border,
    text: { primary: '#142033', secondary: '#53627a' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 600, letterSpacing: '-0.01em' },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 600, letterSpacing: '0.08em' },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${palette.border}` } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
};

export const theme = responsiveFontSizes(createTheme(themeOptions));
