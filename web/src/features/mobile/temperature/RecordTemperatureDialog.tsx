import { useState } from 'react';
import styled from 'styled-components';
import { PROCESS_KIND_LABELS } from '../../../components/food-processes/time-left';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field, Select } from '../../../ui/Field';
import type { MobileEquipment } from '../equipment/useMobileEquipment';
import { Muted } from '../shell/mobile-ui';
import { TemperatureEntry } from './TemperatureEntry';

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
      {task !== null ? <RecordForm equipment={equipment} onDone={onClose} /> : null}
      {task !== null && process && onOpenLogs ? (
        <LogsLink variant="secondary" onClick={() => onOpenLogs(process)}>
          {`${PROCESS_KIND_LABELS[process] ?? process} Logs (batches with deadlines)`}
        </LogsLink>
      ) : null}
    </Dialog>
  );
}

function RecordForm({ equipment, onDone }: { equipment: MobileEquipment[]; onDone(): void }) {
  const [chosenId, setChosenId] = useState('');
  const chosen = equipment.find((unit) => String(unit.id) === chosenId) ?? null;
  if (equipment.length === 0) return <Muted>No equipment available for temperature monitoring.</Muted>;
  return (
    <Stack>
      <Field label="Equipment">
        {(control) => (
          <Select {...control} value={chosenId} onChange={(event) => setChosenId(event.target.value)}>
            <option value="">Choose equipment</option>
            {equipment.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TemperatureEntry equipment={chosen} onRecorded={onDone} />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const LogsLink = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(4)};
`;
