import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { SelectedLocationProvider } from '../lib/selected-location';
import { useSession } from '../lib/session';
import { CentredSpinner } from '../ui/Spinner';

/**
 * SPEC 2.1: every route but /auth needs a user; wait for the session before deciding. Before
 * anything else, an initial password must be changed, an administrator whose company requires
 * two-factor authentication sets it up (on Profile), and a sign-up with no company is welcomed.
 */
export function RequireSession() {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  if (status === 'loading') return <CentredSpinner label="Loading your account" />;
  if (!user) return <Navigate to={paths.auth} replace />;
  const firstStep = user.mustChangePassword
    ? paths.changePassword
    : user.mustEnrolTwoFactor
      ? paths.profile
      : user.capabilities.createOwnCompany
        ? paths.welcome
        : null;
  if (firstStep && pathname !== firstStep) return <Navigate to={firstStep} replace />;
  return (
    <SelectedLocationProvider locations={user.locations}>
      <Outlet />
    </SelectedLocationProvider>
  );
}

/** SPEC 2.1: branch users are confined to /mobile, so the desktop routes send them there. */
export function RequireDesktopRole() {
  const { user } = useSession();
  if (user?.capabilities.mobileOnly) return <Navigate to={paths.mobile} replace />;
  return <Outlet />;
}

/** SPEC 2.1: a signed-in user on /auth goes to the dashboard. */
export function RedirectIfSignedIn() {
  const { status } = useSession();
  if (status === 'signed-in') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
