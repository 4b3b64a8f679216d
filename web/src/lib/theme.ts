import { css } from 'styled-components';

/** Below this width the app switches to the mobile layout (SPEC 9: 768px). */
export const MOBILE_BREAKPOINT = 768;

const palette = {
  teal50: '#f0fdfa',
  teal100: '#ccfbf1',
  teal600: '#0d9488',
  teal700: '#0f766e',
  teal800: '#115e59',
  green50: '#f0fdf4',
  green600: '#16a34a',
  green700: '#15803d',
  red50: '#fef2f2',
  red600: '#dc2626',
  red700: '#b91c1c',
  red800: '#991b1b',
  orange50: '#fff7ed',
  orange600: '#ea580c',
  orange700: '#c2410c',
  blue50: '#eff6ff',
  blue600: '#2563eb',
  blue700: '#1d4ed8',
  grey50: '#f8fafc',
  grey100: '#f1f5f9',
  grey200: '#e2e8f0',
  grey300: '#cbd5e1',
  grey400: '#94a3b8',
  grey500: '#64748b',
  grey600: '#475569',
  grey700: '#334155',
  grey900: '#0f172a',
  white: '#ffffff',
} as const;

export const theme = {
  colors: {
    primary: palette.teal700,
    primaryHover: palette.teal800,
    primarySoft: palette.teal50,
    primarySoftBorder: palette.teal100,
    onPrimary: palette.white,
    // Semantic colours are the 700 shades: text in them stays above 4.5:1 on white and on their soft tints (WCAG AA).
    danger: palette.red700,
    dangerHover: palette.red800,
    dangerSoft: palette.red50,
    warning: palette.orange700,
    warningSoft: palette.orange50,
    info: palette.blue700,
    infoSoft: palette.blue50,
    success: palette.green700,
    successSoft: palette.green50,
    background: palette.grey50,
    surface: palette.white,
    surfaceMuted: palette.grey100,
    border: palette.grey200,
    borderStrong: palette.grey300,
    text: palette.grey900,
    // grey600 keeps secondary text above 4.5:1 even on the grey tab and table backgrounds (WCAG AA).
    textMuted: palette.grey600,
    textSubtle: palette.grey400,
    textStrong: palette.grey700,
    focusRing: palette.teal600,
    /** Equipment reading status (SPEC 4): the API decides the status, the web only colours it. */
    reading: {
      normal: palette.green700,
      alert: palette.red700,
      unknown: palette.grey600,
    },
    /** Corrective action status (SPEC 4): pending orange, in progress blue, resolved green. */
    action: {
      pending: palette.orange700,
      in_progress: palette.blue700,
      resolved: palette.green700,
    },
  },
  fonts: {
    body: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem' },
  radii: { sm: '6px', md: '8px', lg: '12px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  shadows: {
    card: '0 1px 2px rgb(15 23 42 / 0.06)',
    raised: '0 10px 30px rgb(15 23 42 / 0.15)',
  },
  layout: { sidebarWidth: '264px', headerHeight: '64px', bottomBarHeight: '64px' },
  zIndex: { header: 10, bottomBar: 20, menu: 30, dialog: 40, toast: 50 },
  media: {
    mobile: `@media (max-width: ${MOBILE_BREAKPOINT - 0.02}px)`,
    desktop: `@media (min-width: ${MOBILE_BREAKPOINT}px)`,
  },
};

export type AppTheme = typeof theme;

/** The semantic colour families a badge or tile can take. */
export type Tone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

/** One visible focus style for every control, so keyboard users always see where they are. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** Hides content visually while keeping it for screen readers (labels, live text). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
