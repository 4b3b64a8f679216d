import { useState } from 'react';
import { type SessionUser, useSession } from '../../lib/session';
import { checkOutbox } from './checks/check-outbox';
import { MobileComplianceChecks } from './checks/MobileComplianceChecks';
import { useMobileEquipment } from './equipment/useMobileEquipment';
import { MobileDigitalForms } from './forms/MobileDigitalForms';
import { MobileHome } from './home/MobileHome';
import type { WorkflowAction } from './home/workflow';
import { SyncStatus } from './outbox/SyncStatus';
import { useOutboxSync } from './outbox/useOutbox';
import { MobileFoodProcesses } from './processes/MobileFoodProcesses';
import { AccessRestricted } from './shell/AccessRestricted';
import { MobileHeader } from './shell/MobileHeader';
import { Screen, ViewArea } from './shell/mobile-ui';
import { MobileTemperatureMonitoring } from './temperature/MobileTemperatureMonitoring';
import { RecordTemperatureDialog } from './temperature/RecordTemperatureDialog';
import { readingOutbox } from './temperature/reading-outbox';

type View = 'home' | 'checks' | 'temperature' | 'forms' | 'processes';

/** What the phone keeps while it cannot reach the server, synced and shown in this order. */
const OUTBOX_KINDS = [readingOutbox, checkOutbox];

/** SPEC 2.20: the branch users' app at /mobile; everyone else is told it is not for them. */
export function MobileAppPage() {
  const { user } = useSession();
  if (!user) return null;
  if (!user.capabilities.mobileOnly) return <AccessRestricted roleLabel={user.roleLabel} />;
  return <MobileApp user={user} />;
}

function MobileApp({ user }: { user: SessionUser }) {
  useOutboxSync(OUTBOX_KINDS);
  const { units, location } = useMobileEquipment();
  const [view, setView] = useState<View>('home');
  const [recordTask, setRecordTask] = useState<{ label: string; types: string[]; process?: string } | null>(null);
  const [processKind, setProcessKind] = useState('cooling');
  const home = () => setView('home');

  const open = (action: WorkflowAction, label: string) => {
    if (action.kind === 'reports') window.alert('Reports feature coming soon!');
    else if (action.kind === 'record') setRecordTask({ label, types: action.types, process: action.process });
    else setView(action.kind);
  };
  // A temperature tile offers the units of its kind; Probe Checks (no types) offers them all.
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
      <ViewArea>
        {view === 'home' ? <MobileHome units={units} locationId={location?.id} onOpen={open} /> : null}
        {view === 'processes' ? <MobileFoodProcesses kind={processKind} units={units} locationId={location?.id} onBack={home} /> : null}
        {view === 'checks' ? <MobileComplianceChecks locationId={location?.id} onBack={home} /> : null}
        {view === 'temperature' ? <MobileTemperatureMonitoring units={units} onBack={home} /> : null}
        {view === 'forms' ? <MobileDigitalForms onBack={home} /> : null}
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
