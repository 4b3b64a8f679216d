import { useId, useState } from 'react';
import styled from 'styled-components';
import type { EquipmentCardFragment } from '../../graphql/graphql';
import { readingStatusTone } from '../../lib/format/reading-status';
import { formatTemperature, formatTemperatureRange } from '../../lib/format/temperature';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { AlertIcon } from '../../ui/icons';
import { CardActions as Actions } from '../../ui/RecordCard';
import { Name, Top, UnitCard } from './EquipmentReadingCard';
import type { MonitoringScreenConfig } from './monitoring-screens';
import { ReadingDialog } from './ReadingDialog';
import { ReadingFacts } from './ReadingFacts';

type MonitoringCardProps = { equipment: EquipmentCardFragment; screen: MonitoringScreenConfig };

/** One unit on Goods In, Storage, Cooking or Cooling: status badge, reading, range and deviation alert. */
export function MonitoringCard({ equipment, screen }: MonitoringCardProps) {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const { status, lastReading } = equipment;
  // The API judged the reading out of range; the card only words it.
  const showAlert = status === 'ALERT' && screen.alertTitle !== null && lastReading !== null;
  return (
    <UnitCard as="article" aria-labelledby={titleId}>
      <Top>
        <Name id={titleId}>{equipment.name}</Name>
        <Badge $tone={readingStatusTone(status)}>{screen.words[status]}</Badge>
      </Top>
      <ReadingFacts equipment={equipment} readingLabel="Current reading" />
      {showAlert ? (
        <Deviation>
          <AlertIcon />
          <div>
            <strong>{screen.alertTitle}</strong>
            <p>
              {`${formatTemperature(lastReading.temperature)} is outside the target range of ${formatTemperatureRange(equipment.effectiveMinTemp, equipment.effectiveMaxTemp)}.`}
            </p>
          </div>
        </Deviation>
      ) : null}
      <Actions>
        <Button aria-describedby={titleId} onClick={() => setAdding(true)}>
          Add Reading
        </Button>
      </Actions>
      {adding ? <ReadingDialog config={screen.dialog} equipment={equipment} onClose={() => setAdding(false)} /> : null}
    </UnitCard>
  );
}

const Deviation = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;
