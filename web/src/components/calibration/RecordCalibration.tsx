import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { RecordProbeCalibrationDocument, type RecordProbeCalibrationInput } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { CalibrationForm } from './CalibrationForm';

/** Every list a calibration changes loads afresh: calibrations, probes due, and (out of tolerance) corrective actions. */
function forgetCalibrations(cache: ApolloCache): void {
  for (const fieldName of ['probeCalibrations', 'probesDueForCalibration', 'correctiveActions']) cache.evict({ id: 'ROOT_QUERY', fieldName });
}

/** Record Calibration for these probes or units; the server judges the tolerance and opens an action when a probe is out. */
export function RecordCalibration({ units }: { units: { id: number; name: string }[] }) {
  const [record, { loading }] = useMutation(RecordProbeCalibrationDocument, { update: forgetCalibrations });

  const onRecord = async (input: RecordProbeCalibrationInput) => {
    try {
      const { data } = await record({ variables: { input } });
      const saved = data?.recordProbeCalibration;
      if (saved?.isWithinTolerance) toast({ title: 'Calibration recorded', description: `${saved.equipmentName} is within tolerance` });
      else toast({ title: 'Probe out of tolerance', description: 'A corrective action has been opened. Take the probe out of use.', variant: 'destructive' });
      return true;
    } catch (error) {
      toast({ title: 'Failed to record calibration', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };

  return <CalibrationForm units={units} pending={loading} onRecord={onRecord} />;
}
