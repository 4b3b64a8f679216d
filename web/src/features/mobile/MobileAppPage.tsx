import { lazy, useState } from 'react';
import { useRefetchOnLiveGap } from '../../components/live-updates/useRefetchOnLiveGap';
import { type SessionUser, useSession } from '../../lib/session';
import { checkOutbox } from './checks/check-outbox';
import { useMobileEquipment } from './equipment/useMobileEquipment';
import { formOutbox } from './forms/form-outbox';
import { useFormsOffline } from './forms/useFormsOffline';
import { MobileHome } from './home/MobileHome';
import type { WorkflowAction } from './home/workflow';
import { SyncStatus } from './outbox/SyncStatus';
import { useOutboxSync } from './outbox/useOutbox';
import { MobileFoodProcesses } from './processes/MobileFoodProcesses';
import { AccessRestricted } from './shell/AccessRestricted';
import { ClockWarning } from './shell/ClockWarning';
import { MobileHeader } from './shell/MobileHeader';
import { Body, Screen, ViewArea, ViewHeader } from './shell/mobile-ui';
import { OnDemand } from './shell/OnDemand';
import { RecordTemperatureDialog } from './temperature/RecordTemperatureDialog';
import { RefusedReadings } from './temperature/RefusedReadings';
import { readingOutbox } from './temperature/reading-outbox';

// Issue 38: the first load carries the home (and what syncs the phone's outbox); each other view's
// code is fetched when it is first opened, and the service worker keeps it for offline use.
const MobileComplianceChecks = lazy(() => import('./checks/MobileComplianceChecks').then((m) => ({ default: m.MobileComplianceChecks })));
const MobileTemperatureMonitoring = lazy(() => import('./temperature/MobileTemperatureMonitoring').then((m) => ({ default: m.MobileTemperatureMonitoring })));
const MobileDigitalForms = lazy(() => import('./forms/MobileDigitalForms').then((m) => ({ default: m.MobileDigitalForms })));
const WeekSummary = lazy(() => import('../../components/reports/WeekSummary').then((m) => ({ default: m.WeekSummary })));
const RecordCalibration = lazy(() => import('../../components/calibration/RecordCalibration').then((m) => ({ default: m.RecordCalibration })));

type View = 'home' | 'checks' | 'temperature' | 'forms' | 'processes' | 'reports' | 'calibration';

/** What the phone keeps while it cannot reach the server, synced and shown in this order. */
const OUTBOX_KINDS = [readingOutbox, checkOutbox, formOutbox];

/** SPEC 2.20: the branch users' app at /mobile; everyone else is told it is not for them. */
export function MobileAppPage() {
  const { user } = useSession();
  if (!user) return null;
  if (!user.capabilities.mobileOnly) return <AccessRestricted roleLabel={user.roleLabel} />;
  return <MobileApp user={user} />;
}

function MobileApp({ user }: { user: SessionUser }) {
  useOutboxSync(OUTBOX_KINDS);
  useFormsOffline();
  useRefetchOnLiveGap();
  const { units, location } = useMobileEquipment();
  const [view, setView] = useState<View>('home');
  const [recordTask, setRecordTask] = useState<{ label: string; types: string[]; process?: string } | null>(null);
  const [processKind, setProcessKind] = useState('cooling');
  const [fillOut, setFillOut] = useState<string | null>(null);
  const home = () => setView('home');

  const open = (action: WorkflowAction, label: string) => {
    if (action.kind === 'record') setRecordTask({ label, types: action.types, process: action.process });
    else {
      if (action.kind === 'forms') setFillOut(action.formType ?? null);
      setView(action.kind);
    }
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
      <MobileHeader user={user} locationName={location?.name ?? null} syncStatus={<SyncStatus kinds={OUTBOX_KINDS} />} />
      <ClockWarning />
      <ViewArea>
        {/* On every view: a refused reading waits for the person, not the server. */}
        <RefusedReadings units={units.equipment} />
        {view === 'home' ? <MobileHome units={units} locationId={location?.id} onOpen={open} /> : null}
        {view === 'processes' ? <MobileFoodProcesses kind={processKind} units={units} locationId={location?.id} onBack={home} /> : null}
        <OnDemand part={view}>
          {view === 'checks' ? <MobileComplianceChecks onBack={home} /> : null}
          {view === 'temperature' ? <MobileTemperatureMonitoring units={units} onBack={home} /> : null}
          {view === 'forms' ? <MobileDigitalForms onBack={home} fillOut={fillOut} /> : null}
        </OnDemand>
        {/* Issue 30: Reports and Probe Checks lead to a real summary and to probe calibration. */}
        {view === 'reports' ? (
          <Body>
            <ViewHeader title="Reports" backLabel="Back to dashboard" onBack={home} />
            <OnDemand part={view}>
              <WeekSummary />
            </OnDemand>
          </Body>
        ) : null}
        {view === 'calibration' ? (
          <Body>
            <ViewHeader title="Probe Calibration" backLabel="Back to dashboard" onBack={home} />
            <OnDemand part={view}>
              <RecordCalibration units={units.equipment} />
            </OnDemand>
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
