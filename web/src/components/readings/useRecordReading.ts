import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { type RecordedReadingFragment, RecordReadingDocument, type RecordReadingInput, RecordReadingsDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { temperatureScale } from '../../lib/format/temperature';
import { type ToastInput, toast } from '../../lib/toasts/toast-store';
import { useConfirmPrompt } from '../../ui/useConfirmPrompt';
import { implausibleReading, outOfRangeQuestion, type ReadingUnit } from './out-of-range';

export type RecordedReading = RecordedReadingFragment;

/**
 * People type readings in the unit their screens show. A reading without a `unit` was typed now,
 * so it gets the displayed one; the API converts °F to the °C it stores (41 °F → 5.00 °C).
 * The phone stamps its readings when they are typed, so one that waited keeps its own unit.
 */
export function inTypedUnit<R extends { unit?: string | null }>(reading: R): R {
  return reading.unit || temperatureScale() === 'C' ? reading : { ...reading, unit: 'F' };
}

/**
 * Records readings, typed in the displayed unit (see inTypedUnit; `recordMany` sends readings that
 * already carry theirs). Each answer carries its unit as it now stands (fragment EquipmentCard), so
 * the cache updates every card of that unit on every screen: callers refetch nothing.
 * `record` and `recordMany` reject as the request failed, so a caller can tell a refusal from
 * a lost connection (the phone's outbox queues the latter).
 */
export function useRecordReading() {
  const client = useApolloClient();
  const [send, { loading }] = useMutation(RecordReadingDocument);

  const record = useCallback(
    async (input: RecordReadingInput): Promise<RecordedReading> => {
      const { data } = await send({ variables: { input: inTypedUnit(input) } });
      if (!data) throw new Error('The server did not confirm the reading');
      return data.recordReading;
    },
    [send],
  );

  const recordMany = useCallback(
    async (inputs: RecordReadingInput[]): Promise<RecordedReading[]> => {
      const { data } = await client.mutate({ mutation: RecordReadingsDocument, variables: { inputs } });
      if (!data) throw new Error('The server did not confirm the readings');
      return data.recordReadings;
    },
    [client],
  );

  return { record, recordMany, pending: loading };
}

/** What a desktop screen says about a reading (SPEC 8); each screen keeps its own words. */
export type ReadingToasts = {
  /** The success toast, from the reading as typed (in the displayed unit). */
  success(input: RecordReadingInput): ToastInput;
  /** The destructive toast's title; its text is the server's message. */
  failureTitle: string;
};

/**
 * `useRecordReading` with the outcome toasted: `submit` resolves true once the reading is stored.
 * A reading no probe can give is refused at once, with no question. One outside the unit's range
 * waits for the person to confirm it (`confirmation`); a cancelled one resolves false and sends
 * nothing, so the typed value stays for correcting.
 */
export function useRecordReadingWithToasts({ success, failureTitle }: ReadingToasts) {
  const { record, pending } = useRecordReading();
  // The pending question about an out-of-range reading; the screen shows it (ui/ConfirmPrompt).
  const { pending: confirmation, ask } = useConfirmPrompt();

  const confirmed = (temperature: number, unit: ReadingUnit): Promise<boolean> => {
    const question = outOfRangeQuestion(temperature, unit);
    return question ? ask(question) : Promise.resolve(true);
  };

  const submit = async (input: RecordReadingInput, unit: ReadingUnit): Promise<boolean> => {
    const refusal = implausibleReading(input.temperature, unit);
    if (refusal) {
      toast({ title: failureTitle, description: refusal, variant: 'destructive' });
      return false;
    }
    if (!(await confirmed(input.temperature, unit))) return false;
    try {
      await record(input);
      toast(success(input));
      return true;
    } catch (error) {
      toast({ title: failureTitle, description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  return { submit, pending, confirmation };
}
