import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  type FoodProcessCardFragment,
  FoodProcessesDocument,
  FoodProcessReadingConcernDocument,
  RecordProcessTemperatureDocument,
  StartFoodProcessDocument,
  type StartFoodProcessInput,
} from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { temperatureScale } from '../../lib/format/temperature';
import { toast } from '../../lib/toasts/toast-store';
import { uploadFile } from '../../lib/uploads';

/** Jobs seal missed processes on the server; a refetch this often shows it without a reload. */
const REFRESH_MS = 30_000;

export type FoodProcess = FoodProcessCardFragment;

/** A location's food processes of some kinds: the open ones, and the finished records. */
export function useFoodProcesses(locationId: number | null | undefined, kinds: string[]) {
  const { data, loading, error } = useQuery(FoodProcessesDocument, {
    variables: { locationId: locationId ?? 0 },
    skip: !locationId,
    pollInterval: REFRESH_MS,
  });
  const client = useApolloClient();
  const refetchQueries = [FoodProcessesDocument];
  const [startMutation] = useMutation(StartFoodProcessDocument, { refetchQueries });
  const [recordMutation] = useMutation(RecordProcessTemperatureDocument, { refetchQueries });
  const ofKinds = (data?.foodProcesses ?? []).filter((process) => kinds.includes(process.kind));

  const start = async (input: Omit<StartFoodProcessInput, 'locationId'>): Promise<boolean> => {
    if (!locationId) return false;
    try {
      await startMutation({ variables: { input: { ...input, locationId } } });
      toast({ title: 'Log started', description: `${input.foodItem} (${input.quantity})` });
      return true;
    } catch (startError) {
      toast({ title: 'Failed to start log', description: errorMessage(startError), variant: 'destructive' });
      return false;
    }
  };

  /** The value as typed, in the company's scale (the API stores °C), with an optional photo uploaded first and kept with the reading. */
  const record = async (processId: number, temperature: number, photo?: File): Promise<boolean> => {
    try {
      const photoIds = photo ? [(await uploadFile('photo', photo, { fileName: photo.name })).id] : null;
      await recordMutation({ variables: { input: { processId, temperature, unit: temperatureScale(), photoIds } } });
      toast({ title: 'Temperature recorded' });
      return true;
    } catch (recordError) {
      toast({ title: 'Failed to record temperature', description: errorMessage(recordError), variant: 'destructive' });
      return false;
    }
  };

  /**
   * Why the API would flag this reading (it falls faster than food can cool), asked before it is
   * sent so the person can confirm it; null when it would not, or when the question cannot be asked
   * (the recording then reports the failure).
   */
  const concern = async (processId: number, temperature: number): Promise<string | null> => {
    try {
      const { data } = await client.query({
        query: FoodProcessReadingConcernDocument,
        variables: { processId, temperature, unit: temperatureScale() },
        fetchPolicy: 'network-only',
      });
      return data?.foodProcessReadingConcern ?? null;
    } catch {
      return null;
    }
  };

  return {
    open: ofKinds.filter((process) => !process.finishedAt),
    finished: ofKinds.filter((process) => process.finishedAt),
    loading,
    error,
    start,
    record,
    concern,
  };
}
