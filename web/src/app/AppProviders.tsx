import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../lib/theme';
import { GlobalStyle } from './GlobalStyle';
import { Toaster } from './Toaster';

/** Look and notifications, shared by the app and by component tests. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
