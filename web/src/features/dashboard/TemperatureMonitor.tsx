import { useState } from 'react';
import styled from 'styled-components';
import type { EquipmentCardFragment } from '../../graphql/graphql';
import { paths } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon, ThermometerIcon } from '../../ui/icons';
import { EquipmentCard } from './EquipmentCard';
import { type LiveState, useLiveReadings } from './useLiveReadings';

const liveBadge: Record<LiveState, { tone: 'success' | 'warning' | 'neutral'; text: string }> = {
  live: { tone: 'success', text: 'Live' },
  connecting: { tone: 'warning', text: 'Connecting' },
  offline: { tone: 'neutral', text: 'Offline' },
};

type TemperatureMonitorProps = {
  locationId: number | null | undefined;
  equipment: EquipmentCardFragment[];
};

/** SPEC 2.4 Real-time Temperature Monitor: the location's equipment, updated live. */
export function TemperatureMonitor({ locationId, equipment }: TemperatureMonitorProps) {
  const live = liveBadge[useLiveReadings(locationId)];
  // One manual entry open at a time; the Manual Reading button opens the first card's.
  const [entryFor, setEntryFor] = useState<number | null>(null);
  const first = equipment[0];

  return (
    <Card aria-labelledby="temperature-monitor-title">
      <Header>
        <Heading>
          <CardTitle id="temperature-monitor-title">Real-time Temperature Monitor</CardTitle>
          <Badge $tone={live.tone} aria-live="polite">
            <Dot aria-hidden="true" />
            {live.text}
          </Badge>
        </Heading>
        <Actions>
          <ButtonLink to={paths.temperature} variant="secondary" size="sm">
            View All Equipment
          </ButtonLink>
          <Button size="sm" disabled={!first} onClick={() => first && setEntryFor(first.id)}>
            <ThermometerIcon size={16} />
            Manual Reading
          </Button>
        </Actions>
      </Header>
      <CardBody>
        {equipment.length === 0 ? (
          <EmptyState
            icon={<ThermometerIcon />}
            title="No equipment configured for this location"
            action={
              <Button variant="secondary">
                <PlusIcon size={16} />
                Add Equipment
              </Button>
            }
          />
        ) : (
          <Grid>
            {equipment.map((unit) => (
              <EquipmentCard key={unit.id} equipment={unit} entryOpen={entryFor === unit.id} onEntryOpenChange={(open) => setEntryFor(open ? unit.id : null)} />
            ))}
          </Grid>
        )}
      </CardBody>
    </Card>
  );
}

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Title and controls stack on narrow screens instead of overflowing. */
const Header = styled(CardHeader)`
  flex-wrap: wrap;
`;
