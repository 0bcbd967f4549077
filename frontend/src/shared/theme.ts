import { createTheme, responsiveFontSizes, type ThemeOptions } from '@mui/material/styles';

/**
 * Parley's look: deep navy, a calm teal accent, quiet surfaces with hairline borders. Every text colour keeps WCAG
 * 2.1 AA contrast (4.5:1) on white and on the surface: the teal and the warning amber are the darkest of their hue
 * that white text reads on.
 */
export const palette = {
  navy: '#0b2540',
  navyLight: '#163a5f',
  teal: '#0f7561',
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
    warning: { main: '#9a5b00', contrastText: '#ffffff' },
    info: { main: '#01579b' },
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
    // The keyboard's focus ring on a button stays still: MUI pulses it for as long as the focus stays, and nothing may
    // move on its own for more than five seconds (WCAG 2.2.2). A pulsing ring also redraws the page sixty times a second.
    MuiButtonBase: { styleOverrides: { root: { '& .MuiTouchRipple-childPulsate': { animation: 'none' } } } },
    // A spinner or bar says what it is to screen readers unless its place names it better.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${palette.border}` } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // A link in running text must show it is a link without relying on colour: underlined unless it says otherwise
    // (navigation and buttons set their own).
    MuiLink: { defaultProps: { underline: 'always' } },
    // A disabled field's helper text still says something the consumer needs (why it is disabled): readable grey.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) },
    },
  },
};

export const theme = responsiveFontSizes(createTheme(themeOptions));
