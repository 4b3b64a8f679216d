import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { LocationManagementDocument, type ManagedLocationFragment, SetLocationActiveDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/**
 * Deactivate (after a confirmation: the site leaves every selector and list, its records stay)
 * or Reactivate a location. Shown only to company-wide administrators (capabilities.changeLocationStatus).
 */
export function LocationStatusButton({ location }: { location: ManagedLocationFragment }) {
  const { refreshUser } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [setActive, { loading }] = useMutation(SetLocationActiveDocument, {
    refetchQueries: [LocationManagementDocument],
    awaitRefetchQueries: true,
    // Every screen's lists and the dashboard lose (or regain) this site.
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'equipment' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
    },
  });

  const change = async (isActive: boolean) => {
    setConfirming(false);
    try {
      await setActive({ variables: { id: location.id, isActive } });
      toast({
        title: isActive ? 'Location reactivated' : 'Location deactivated',
        description: `${location.name} is ${isActive ? 'back in use' : 'no longer in use'}`,
      });
      // The header's location selector lists only active locations.
      void refreshUser().catch(() => {});
    } catch (error) {
      toast({ title: 'Update failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  if (!location.isActive) {
    return (
      <Button variant="secondary" size="sm" disabled={loading} onClick={() => change(true)} aria-label={`Reactivate ${location.name}`}>
        Reactivate
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" disabled={loading} onClick={() => setConfirming(true)} aria-label={`Deactivate ${location.name}`}>
        Deactivate
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Deactivate ${location.name}?`}
        description="It leaves every location list and selector, for everyone working there. Its records are kept, and you can reactivate it here."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => change(false)}>
              Deactivate
            </Button>
          </>
        }
      />
    </>
  );
}
