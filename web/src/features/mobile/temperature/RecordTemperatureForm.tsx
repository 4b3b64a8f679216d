import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Field, Select } from '../../../ui/Field';
import type { MobileEquipment } from '../equipment/useMobileEquipment';
import { Muted } from '../shell/mobile-ui';
import { TemperatureEntry } from './TemperatureEntry';

/**
 * The Record Temperature dialog's form: a unit of the tile's kind, then its reading (TemperatureEntry).
 * Its code may arrive after the dialog opened (and focused what it had), so the unit's list takes focus.
 */
export function RecordTemperatureForm({ equipment, onDone }: { equipment: MobileEquipment[]; onDone(): void }) {
  const [chosenId, setChosenId] = useState('');
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const chosen = equipment.find((unit) => String(unit.id) === chosenId) ?? null;
  if (equipment.length === 0) return <Muted>No equipment available for temperature monitoring.</Muted>;
  return (
    <Stack>
      <Field label="Equipment">
        {(control) => (
          <Select {...control} ref={first} value={chosenId} onChange={(event) => setChosenId(event.target.value)}>
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
