import { useState } from 'react';
import { RecordCalibration } from '../../components/calibration/RecordCalibration';
import { WeekSummary } from '../../components/reports/WeekSummary';
import { type SessionUser, useSession } from '../../lib/session';
import { AccessRestricted } from './AccessRestricted';
import { MobileComplianceChecks } from './MobileComplianceChecks';
import { MobileDigitalForms } from './MobileDigitalForms';
import { MobileFoodProcesses } from './MobileFoodProcesses';
import { MobileHeader } from './MobileHeader';
import { MobileHome } from './MobileHome';
import { MobileTemperatureMonitoring } from './MobileTemperatureMonitoring';
import { Body, Screen, ViewArea, ViewHeader } from './mobile-ui';
import { RecordTemperatureDialog } from './RecordTemperatureDialog';
import { useCheckOutboxSync } from './useCheckOutbox';
import { useMobileEquipment } from './useMobileEquipment';
import { useOutboxSync } from './useReadingOutbox';
import type { WorkflowAction } from './workflow';

type View = 'home' | 'checks' | 'temperature' | 'forms' | 'processes' | 'reports' | 'calibration';

/** SPEC 2.20: the branch users' app at /mobile; everyone else is told it is not for them. */
export function MobileAppPage() {
  const { user } = useSession();
  if (!user) return null;
  if (!user.capabilities.mobileOnly) return <AccessRestricted roleLabel={user.roleLabel} />;
  return <MobileApp user={user} />;
}

function MobileApp({ user }: { user: SessionUser }) {
  useOutboxSync();
  useCheckOutboxSync();
  const { units, location } = useMobileEquipment();
  const [view, setView] = useState<View>('home');
  const [recordTask, setRecordTask] = useState<{ label: string; types: string[]; process?: string } | null>(null);
  const [processKind, setProcessKind] = useState('cooling');
  const home = () => setView('home');

  const open = (action: WorkflowAction, label: string) => {
    if (action.kind === 'record') setRecordTask({ label, types: action.types, process: action.process });
    else setView(action.kind);
  };
  // A temperature tile offers the units of its kind (all of them when it names none).
  const openLogs = (kind: string) => {
    setRecordTask(null);
    setProcessKind(kind);
    setView('processes');
  };
  const recordable = recordTask?.types.length ? units.equipment.filter((unit) => recordTask.types.includes(unit.type)) : units.equipment;

  return (
    <Screen>
      <title>Food Safety Management</title>
      <MobileHeader user={user} locationName={location?.name ?? null} />
      <ViewArea>
        {view === 'home' ? <MobileHome units={units} locationId={location?.id} onOpen={open} /> : null}
        {view === 'processes' ? <MobileFoodProcesses kind={processKind} units={units} locationId={location?.id} onBack={home} /> : null}
        {view === 'checks' ? <MobileComplianceChecks onBack={home} /> : null}
        {view === 'temperature' ? <MobileTemperatureMonitoring units={units} onBack={home} /> : null}
        {view === 'forms' ? <MobileDigitalForms onBack={home} /> : null}
        {/* Issue 30: Reports and Probe Checks lead to a real summary and to probe calibration. */}
        {view === 'reports' ? (
          <Body>
            <ViewHeader title="Reports" backLabel="Back to dashboard" onBack={home} />
            <WeekSummary />
          </Body>
        ) : null}
        {view === 'calibration' ? (
          <Body>
            <ViewHeader title="Probe Calibration" backLabel="Back to dashboard" onBack={home} />
            <RecordCalibration units={units.equipment} />
          </Body>
        ) : null}
      </ViewArea>
      <RecordTemperatureDialog
        task={recordTask?.label ?? null}
        equipment={recordable}
        process={recordTask?.process}
        onOpenLogs={openLogs}
        onClose={() => setRecordTask(null)}
      />
    </Screen>
  );
}
