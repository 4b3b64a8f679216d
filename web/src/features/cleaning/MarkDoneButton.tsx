import { useMutation } from '@apollo/client/react';
import { RecordCleaningDoneDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { CheckCircleIcon } from '../../ui/icons';

/** Records that the cleaning was done now by the signed-in user; the card then shows who and when. */
export function MarkDoneButton({ scheduleId, name }: { scheduleId: number; name: string }) {
  const [recordDone, { loading }] = useMutation(RecordCleaningDoneDocument, { variables: { scheduleId } });
  const markDone = async () => {
    try {
      await recordDone();
      toast({ title: 'Cleaning recorded', description: `${name} marked done` });
    } catch (error) {
      toast({ title: 'Could not record cleaning', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Button size="sm" onClick={markDone} disabled={loading}>
      <CheckCircleIcon size={14} />
      Mark Done
    </Button>
  );
}
