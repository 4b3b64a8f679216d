import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { CalibrationOverviewDocument, RecordProbeCalibrationDocument, type RecordProbeCalibrationInput } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format/date';
import { useSelectedLocation } from '../../lib/selected-location';
import { toast } from '../../lib/toasts/toast-store';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { ListRow, PlainList } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';
import { CalibrationForm } from './CalibrationForm';
import { CalibrationHistory } from './CalibrationHistory';
import { ComplianceSection } from './ComplianceSection';

/** SPEC 3 probe_calibration: record a calibration, see each probe's history and the probes due (monthly). */
export function CalibrationPage() {
  const { location } = useSelectedLocation();
  const overview = useQuery(CalibrationOverviewDocument, location ? { variables: { locationId: location.id } } : skipToken);
  const [record, { loading: pending }] = useMutation(RecordProbeCalibrationDocument, {
    refetchQueries: [CalibrationOverviewDocument],
    // An out-of-tolerance calibration opens a corrective action: the actions lists load afresh.
    update: (cache) => void cache.evict({ id: 'ROOT_QUERY', fieldName: 'correctiveActions' }),
  });

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

  const data = overview.data;
  return (
    <>
      <PageHeader title="Probe Calibration" subtitle={location ? `Probe calibration records at ${location.name}` : 'Probe calibration records'} />
      {overview.error ? <LoadError title="Failed to load calibrations" error={overview.error} /> : null}
      {!data && overview.loading ? <Spinner label="Loading calibrations" /> : null}
      {data ? (
        <>
          <ComplianceSection title="Record Calibration">
            <CalibrationForm units={data.equipment} pending={pending} onRecord={onRecord} />
          </ComplianceSection>
          <ComplianceSection title="Probes Due for Calibration">
            {data.probesDueForCalibration.length ? (
              <PlainList>
                {data.probesDueForCalibration.map((probe) => (
                  <ListRow key={probe.equipmentId}>
                    {probe.equipmentName} — {probe.lastCalibratedAt ? `last calibrated ${formatDate(probe.lastCalibratedAt)}` : 'never calibrated'}
                  </ListRow>
                ))}
              </PlainList>
            ) : (
              <p>Every probe has been calibrated in the last 30 days.</p>
            )}
          </ComplianceSection>
          <ComplianceSection title="Calibration History">
            <CalibrationHistory calibrations={data.probeCalibrations} />
          </ComplianceSection>
        </>
      ) : null}
    </>
  );
}
