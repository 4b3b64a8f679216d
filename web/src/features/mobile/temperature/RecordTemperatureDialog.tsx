import { lazy } from 'react';
import styled from 'styled-components';
import { PROCESS_KIND_LABELS } from '../../../components/food-processes/time-left';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import type { MobileEquipment } from '../equipment/useMobileEquipment';
import { OnDemand } from '../shell/OnDemand';

// The form (the reading's entry, its out-of-range check, photos) loads when a tile is first tapped (issue 38).
const RecordTemperatureForm = lazy(() => import('./RecordTemperatureForm').then(({ RecordTemperatureForm }) => ({ default: RecordTemperatureForm })));

type RecordTemperatureDialogProps = {
  /** The workflow tile that opened it, e.g. 'Fridge & Freezer'; null when closed. */
  task: string | null;
  equipment: MobileEquipment[];
  /** The timed process kind this tile also logs (cooling, cooking, reheating), if any. */
  process?: string;
  onOpenLogs?(kind: string): void;
  onClose(): void;
};

/** SPEC 2.20: the Record Temperature dialog the temperature workflow tiles open. */
export function RecordTemperatureDialog({ task, equipment, process, onOpenLogs, onClose }: RecordTemperatureDialogProps) {
  return (
    <Dialog open={task !== null} onClose={onClose} title="Record Temperature" description={task ?? undefined}>
      {task !== null ? (
        <OnDemand part="record-temperature">
          <RecordTemperatureForm equipment={equipment} onDone={onClose} />
        </OnDemand>
      ) : null}
      {task !== null && process && onOpenLogs ? (
        <LogsLink variant="secondary" onClick={() => onOpenLogs(process)}>
          {`${PROCESS_KIND_LABELS[process] ?? process} Logs (batches with deadlines)`}
        </LogsLink>
      ) : null}
    </Dialog>
  );
}

const LogsLink = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(4)};
`;
