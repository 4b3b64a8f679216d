import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useLogOut } from '../../lib/useLogOut';
import { Button } from '../../ui/Button';
import { StepPage } from '../../ui/StepPage';
import { ChangePasswordForm } from './ChangePasswordForm';

/** After signing in with a password someone else chose, or one past the company's expiry: nothing else opens until it is changed. */
export function ChangePasswordPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const { logOut, pending } = useLogOut();
  if (!user?.mustChangePassword) return <Navigate to={paths.dashboard} replace />;
  return (
    <StepPage
      title="Choose a new password"
      intro={
        user.expiredPassword
          ? `Welcome, ${user.fullName}. Your password has expired: choose a new one before you continue.`
          : `Welcome, ${user.fullName}. Your password was set by an administrator: choose your own before you continue.`
      }
    >
      <ChangePasswordForm onChanged={() => navigate(paths.dashboard, { replace: true })} />
      <Button variant="ghost" onClick={() => void logOut()} disabled={pending}>
        {pending ? 'Logging out...' : 'Log out'}
      </Button>
    </StepPage>
  );
}
