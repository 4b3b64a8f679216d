import { useMutation } from '@apollo/client/react';
import { AddEquipmentReadingDocument, EquipmentTemperaturesDocument, type RecordReadingInput } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';

type Messages = { successTitle: string; failureTitle: string };

/** Records one reading, refreshes the equipment lists and toasts the outcome; resolves true on success. */
export function useRecordReading({ successTitle, failureTitle }: Messages) {
  const [recordReading, { loading }] = useMutation(AddEquipmentReadingDocument, {
    refetchQueries: [EquipmentTemperaturesDocument],
    // SPEC 7: the dashboard refreshes too; dropping its cached copy makes it load afresh.
    update: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' }),
  });

  const record = async (input: RecordReadingInput): Promise<boolean> => {
    try {
      await recordReading({ variables: { input } });
      toast({ title: successTitle });
      return true;
    } catch (error) {
      toast({ title: failureTitle, description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };
  return { record, pending: loading };
}
