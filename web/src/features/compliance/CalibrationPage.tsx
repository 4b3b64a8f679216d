import { skipToken, useQuery } from '@apollo/client/react';
import { RecordCalibration } from '../../components/calibration/RecordCalibration';
import { CalibrationOverviewDocument } from '../../graphql/graphql';
import { formatDate } from '../../lib/format/date';
import { useSelectedLocation } from '../../lib/selected-location';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { ListRow, PlainList } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';
import { CalibrationHistory } from './CalibrationHistory';
import { ComplianceSection } from './ComplianceSection';

/** SPEC 3 probe_calibration: record a calibration, see each probe's history and the probes due (monthly). */
export function CalibrationPage() {
  const { location } = useSelectedLocation();
  const overview = useQuery(CalibrationOverviewDocument, location ? { variables: { locationId: location.id } } : skipToken);
  const data = overview.data;
  return (
    <>
      <PageHeader title="Probe Calibration" subtitle={location ? `Probe calibration records at ${location.name}` : 'Probe calibration records'} />
      {overview.error ? <LoadError title="Failed to load calibrations" error={overview.error} /> : null}
      {!data && overview.loading ? <Spinner label="Loading calibrations" /> : null}
      {data ? (
        <>
          <ComplianceSection title="Record Calibration">
            <RecordCalibration units={data.equipment} />
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
