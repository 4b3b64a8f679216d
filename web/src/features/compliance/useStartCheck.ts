import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { type ComplianceCheckRowFragment, ComplianceOverviewDocument, StartComplianceCheckDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSelectedLocation } from '../../lib/selected-location';
import { toast } from '../../lib/toasts/toast-store';

type Template = { id: number; name: string };

/**
 * Starts a pending check from a template at the selected location (SPEC 4, 5, 8): one at a
 * time, 'No location selected' without a location, and the starting state always clears.
 * `onStarted` receives the new check (its checklist opens).
 */
export function useStartCheck(successTitle: string, onStarted?: (check: ComplianceCheckRowFragment) => void) {
  const { location } = useSelectedLocation();
  const [startingId, setStartingId] = useState<number | null>(null);
  // The state re-renders the buttons; the ref also stops a second click landing before that render.
  const busy = useRef(false);
  const [startCheck] = useMutation(StartComplianceCheckDocument, {
    refetchQueries: [ComplianceOverviewDocument],
    // The dashboard lists today's checks too; drop its cached copy so it loads afresh.
    update: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' }),
  });

  const start = async (template: Template) => {
    if (busy.current) return;
    busy.current = true;
    setStartingId(template.id);
    try {
      if (!location) throw new Error('No location selected');
      const { data } = await startCheck({ variables: { input: { templateId: template.id, locationId: location.id } } });
      toast({ title: successTitle, description: `"${template.name}" has been created and is ready to begin` });
      if (data) onStarted?.(data.startComplianceCheck);
    } catch (error) {
      toast({ title: 'Failed to start check', description: errorMessage(error), variant: 'destructive' });
    } finally {
      busy.current = false;
      setStartingId(null);
    }
  };

  return { start, startingId };
}
