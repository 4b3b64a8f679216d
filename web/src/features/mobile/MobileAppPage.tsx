import { useState } from 'react';
import { type SessionUser, useSession } from '../../lib/session';
import { AccessRestricted } from './AccessRestricted';
import { checkOutbox } from './check-outbox';
import { MobileComplianceChecks } from './MobileComplianceChecks';
import { MobileDigitalForms } from './MobileDigitalForms';
import { MobileFoodProcesses } from './MobileFoodProcesses';
import { MobileHeader } from './MobileHeader';
import { MobileHome } from './MobileHome';
import { MobileTemperatureMonitoring } from './MobileTemperatureMonitoring';
import { Screen, ViewArea } from './mobile-ui';
import { RecordTemperatureDialog } from './RecordTemperatureDialog';
import { readingOutbox } from './reading-outbox';
import { SyncStatus } from './SyncStatus';
import { useMobileEquipment } from './useMobileEquipment';
import { useOutboxSync } from './useOutbox';
import type { WorkflowAction } from './workflow';

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
        {view === 'checks' ? <MobileComplianceChecks onBack={home} /> : null}
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
