import { FoodProcessesPanel } from '../../../components/food-processes/FoodProcessesPanel';
import { PROCESS_KIND_LABELS } from '../../../components/food-processes/time-left';
import type { EquipmentState } from '../equipment/useMobileEquipment';
import { Body, ViewHeader } from '../shell/mobile-ui';

type MobileFoodProcessesProps = { kind: string; units: EquipmentState; locationId?: number; onBack(): void };

/** One kind's timed logs on the phone: start one for a batch, probe it, watch the time left. */
export function MobileFoodProcesses({ kind, units, locationId, onBack }: MobileFoodProcessesProps) {
  const title = `${PROCESS_KIND_LABELS[kind] ?? kind} Logs`;
  const equipment = units.equipment.filter((unit) => unit.type === kind || (kind === 'reheating' && unit.type === 'cooking'));
  return (
    <Body>
      <ViewHeader title={title} backLabel="Back to dashboard" onBack={onBack} />
      <FoodProcessesPanel title={title} locationId={locationId} kinds={[kind]} equipment={equipment} />
    </Body>
  );
}
