import type { FormValues } from '../../../components/forms/form-answers';
import { type SubmitDigitalFormInput, SubmitMobileFormDocument, type SubmitMobileFormMutation } from '../../../graphql/graphql';
import type { OutboxKind } from '../outbox/outbox-kind';

/** A form filled in on the phone, kept in the outbox until the server confirms it (its clientId keys retries). */
export type QueuedForm = {
  clientId: string;
  type: string;
  formName: string;
  locationId: number;
  formData: FormValues;
  filledAt: string;
};

/** Forms in the outbox: each sent on its own, by the same clientId however often it is retried. */
export const formOutbox: OutboxKind<QueuedForm, SubmitDigitalFormInput> = {
  name: 'form',
  words: { one: 'form', many: 'forms' },
  takenAt: (form) => form.filledAt,
  toInput: ({ type, locationId, formData, clientId }) => ({ type, locationId, formData, status: 'submitted', clientId }),
  send: (client, input) =>
    client.mutate({
      mutation: SubmitMobileFormDocument,
      variables: { input },
      // The due list is asked again wherever it shows next (the home asks the server each time it opens).
      update: (cache, { data }) => {
        if (data && input.clientId) verdicts.set(input.clientId, data.submitDigitalForm);
        cache.evict({ fieldName: 'requiredFormsDue' });
        // A critical answer out of range opened an action: the home's Alerts ask again rather than wait for their next poll.
        if (data?.submitDigitalForm.correctiveActionIds.length) cache.evict({ fieldName: 'correctiveActions' });
        cache.gc();
      },
    }),
};

type SubmittedForm = SubmitMobileFormMutation['submitDigitalForm'];
/** The server's answer to each form this phone sent while the app is open, by clientId: the form just sent shows its verdict. */
const verdicts = new Map<string, SubmittedForm>();
export const serverAnswerFor = (clientId: string): SubmittedForm | undefined => verdicts.get(clientId);
