import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useRefetchOnLiveGap } from '../components/live-updates/useRefetchOnLiveGap';
import { useLinkedLocation } from '../lib/selected-location';
import { useSession } from '../lib/session';
import { visuallyHidden } from '../lib/theme';
import { ScreenErrorBoundary } from '../ui/ScreenErrorBoundary';
import { BottomBar } from './BottomBar';
import { Header } from './Header';
import { administrationEntriesFor } from './navigation';
import { Sidebar } from './Sidebar';

/** The desktop frame around every screen except /auth, /mobile and the 404 page. */
export function AppShell() {
  const { user } = useSession();
  const { pathname } = useLocation();
  useLinkedLocation();
  useRefetchOnLiveGap();
  // The route guards only render the shell for a signed-in user; this keeps the types honest.
  if (!user) return null;
  return (
    <Shell>
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <Sidebar administration={administrationEntriesFor(user.capabilities)} />
      <Column>
        <Header user={user} />
        <Main id="main-content" tabIndex={-1}>
          {/* A screen that fails leaves the shell standing, so the user can go elsewhere. */}
          <ScreenErrorBoundary resetKey={pathname}>
            <Outlet />
          </ScreenErrorBoundary>
        </Main>
      </Column>
      <BottomBar />
    </Shell>
  );
}

const Shell = styled.div`
  display: flex;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  ${visuallyHidden}
  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space(2)};
    left: ${({ theme }) => theme.space(2)};
    z-index: ${({ theme }) => theme.zIndex.toast};
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    clip: auto;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1400px;
  padding: ${({ theme }) => theme.space(6)};
  outline: none;
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
    padding-bottom: calc(${({ theme }) => theme.layout.bottomBarHeight} + ${({ theme }) => theme.space(4)});
  }
`;
