import styled from 'styled-components';
import { useTodaysCheckCounts } from '../../../components/checks/useTodaysCheckCounts';
import { FoodProcessesPanel } from '../../../components/food-processes/FoodProcessesPanel';
import { Card, CardBody } from '../../../ui/Card';
import { SettingsIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/Spinner';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { EquipmentListState } from '../equipment/EquipmentListState';
import { EquipmentSummary } from '../equipment/EquipmentSummary';
import type { EquipmentState } from '../equipment/useMobileEquipment';
import { DueForms } from '../forms/DueForms';
import { useAfterStart } from '../shell/after-start';
import { Body, List, Muted, SectionTitle } from '../shell/mobile-ui';
import { MobileAlerts } from './MobileAlerts';
import { MobileReminders } from './MobileReminders';
import { WorkflowGrid } from './WorkflowGrid';
import type { WorkflowAction } from './workflow';

/** SPEC 9: the mobile dashboard lists this many units. */
const EQUIPMENT_SHOWN = 3;
const ALL_PROCESS_KINDS = ['cooling', 'cooking', 'reheating'];

type MobileHomeProps = { units: EquipmentState; locationId?: number; onOpen(action: WorkflowAction, label: string): void };

export function MobileHome({ units, locationId, onOpen }: MobileHomeProps) {
  // The tiles and the equipment (kept on the phone) first; what else the home shows asks the server
  // once the app has started, so a tap on a tile is never queued behind those answers (issue 38).
  const started = useAfterStart();
  // SPEC 9's 'Pending Checks' sample, now today's open checks at the location.
  const checks = useTodaysCheckCounts(started ? locationId : undefined);
  return (
    <Body>
      <VisuallyHidden as="h1">Food Safety Management</VisuallyHidden>
      <Tiles>
        <Tile>
          <Figure>{units.loading ? <Spinner label="Loading equipment" size={20} /> : units.equipment.length}</Figure>
          <Muted>Equipment</Muted>
        </Tile>
        <Tile>
          <Figure>{checks ? checks.pending : <Spinner label="Loading checks" size={20} />}</Figure>
          <Muted>Pending Checks</Muted>
        </Tile>
      </Tiles>
      <WorkflowGrid onOpen={onOpen} />
      {/* Below the tiles: arriving after the first screen, they must not move a tile from under a thumb (issue 38). */}
      {started ? (
        <>
          <MobileAlerts locationId={locationId} />
          <DueForms locationId={locationId} onFillOut={(formType) => onOpen({ kind: 'forms', formType }, 'Forms Due Today')} />
          <MobileReminders />
          {/* Batches cooling, cooking or reheating now, with their time left (issue 16). */}
          <FoodProcessesPanel title="Open Food Processes" locationId={locationId} kinds={ALL_PROCESS_KINDS} canStart={false} showFinished={false} />
        </>
      ) : null}
      <section aria-labelledby="equipment-status">
        <SectionTitle id="equipment-status">Equipment Status</SectionTitle>
        <Card as="div">
          <CardBody>
            <EquipmentListState state={units} emptyText="No equipment assigned to this location yet.">
              {(equipment) => (
                <List>
                  {equipment.slice(0, EQUIPMENT_SHOWN).map((unit) => (
                    <li key={unit.id}>
                      <EquipmentSummary equipment={unit} />
                    </li>
                  ))}
                </List>
              )}
            </EquipmentListState>
          </CardBody>
        </Card>
      </section>
      {/* SPEC 2.20: the Settings card is shown but does nothing, so it promises nothing here. */}
      <Card as="div">
        <SettingsRow>
          <SettingsIcon />
          <div>
            <strong>Settings</strong>
            <Muted>Your manager or an administrator sets these on the desktop.</Muted>
          </div>
        </SettingsRow>
      </Card>
    </Body>
  );
}

const Tiles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Tile = styled(Card).attrs({ as: 'div' })`
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
`;

const Figure = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const SettingsRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textStrong};
`;
