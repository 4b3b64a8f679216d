import { useState } from 'react';
import { Card, CardBody } from '../../../ui/Card';
import { EquipmentListState } from '../equipment/EquipmentListState';
import { EquipmentSummary } from '../equipment/EquipmentSummary';
import type { EquipmentState } from '../equipment/useMobileEquipment';
import { Body, CardButton, List, Muted, SectionTitle, ViewHeader } from '../shell/mobile-ui';
import { TemperatureEntry } from './TemperatureEntry';

type MobileTemperatureMonitoringProps = { units: EquipmentState; onBack(): void };

/** SPEC 2.20 Mobile Temperature Monitoring: pick a unit, then record its temperature. */
export function MobileTemperatureMonitoring({ units, onBack }: MobileTemperatureMonitoringProps) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = units.equipment.find((unit) => unit.id === chosenId) ?? null;

  if (chosen) {
    return (
      <>
        <ViewHeader title={chosen.name} backLabel="Back to equipment list" onBack={() => setChosenId(null)}>
          <Muted>Record Temperature</Muted>
        </ViewHeader>
        <Body>
          <Card as="div">
            <CardBody>
              <TemperatureEntry equipment={chosen} withPhotos onRecorded={() => setChosenId(null)} />
            </CardBody>
          </Card>
        </Body>
      </>
    );
  }

  return (
    <>
      <ViewHeader title="Temperature Monitoring" backLabel="Back to dashboard" onBack={onBack} />
      <Body>
        <SectionTitle>Select equipment</SectionTitle>
        <EquipmentListState state={units} emptyText="No equipment available for temperature monitoring.">
          {(equipment) => (
            <List>
              {equipment.map((unit) => (
                <li key={unit.id}>
                  <CardButton type="button" onClick={() => setChosenId(unit.id)}>
                    <EquipmentSummary equipment={unit} />
                  </CardButton>
                </li>
              ))}
            </List>
          )}
        </EquipmentListState>
      </Body>
    </>
  );
}
