import { PageHeader } from '../../ui/PageHeader';

export function CalibrationPage() {
  return <PageHeader title="Probe Calibration" subtitle="Probe calibration records appear here." />;
}
