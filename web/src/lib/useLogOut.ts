import { useCallback, useState } from 'react';
import { errorMessage } from './errors';
import { useSession } from './session';
import { toast } from './toasts/toast-store';

/** Log out with the SPEC 8 notices; `pending` drives labels such as 'Logging out...'. */
export function useLogOut() {
  const { signOut } = useSession();
  const [pending, setPending] = useState(false);

  const logOut = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
      toast({ title: 'Logged out', description: 'See you next time!' });
    } catch (error) {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }, [signOut]);

  return { logOut, pending };
}
