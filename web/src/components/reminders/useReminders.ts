import { useMutation, useQuery } from '@apollo/client/react';
import { CompleteReminderDocument, DueRemindersDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';

/** The viewer's due reminders as the API answers them; `loading` until the first answer. */
export function useDueReminders() {
  return useQuery(DueRemindersDocument);
}

/** The viewer's due reminders (the dashboard and the phone), and Done for each. */
export function useReminders() {
  const { data, error } = useDueReminders();
  const [complete] = useMutation(CompleteReminderDocument, { refetchQueries: [DueRemindersDocument] });
  const markDone = async (id: number) => {
    try {
      await complete({ variables: { id } });
      toast({ title: 'Reminder done' });
    } catch (completeError) {
      toast({ title: 'Failed to update reminder', description: errorMessage(completeError), variant: 'destructive' });
    }
  };
  return { reminders: data?.reminders, error, markDone };
}
