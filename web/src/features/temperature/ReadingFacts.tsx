import styled from 'styled-components';
import type { EquipmentCardFragment } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { type ReadingColour, readingStatusColour } from '../../lib/format/reading-status';
import { formatTemperature, formatTemperatureRange } from '../../lib/format/temperature';

type ReadingFactsProps = {
  equipment: EquipmentCardFragment;
  /** What the latest temperature is called on this screen ('Latest reading', 'Current reading'). */
  readingLabel?: string;
};

/** The latest reading (in its status colour), the target range and when it was read. */
export function ReadingFacts({ equipment, readingLabel = 'Latest reading' }: ReadingFactsProps) {
  const { lastReading, status } = equipment;
  return (
    <Facts>
      <Fact>
        <dt>{readingLabel}</dt>
        <Value $status={readingStatusColour(status)}>{lastReading ? formatTemperature(lastReading.temperature) : 'No readings yet'}</Value>
      </Fact>
      <Fact>
        <dt>Target range</dt>
        <dd>{formatTemperatureRange(equipment.effectiveMinTemp, equipment.effectiveMaxTemp)}</dd>
      </Fact>
      <Fact>
        <dt>Last reading</dt>
        <dd>{lastReading ? formatDateTime(lastReading.recordedAt) : 'Never'}</dd>
      </Fact>
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

const Fact = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Value = styled.dd<{ $status: ReadingColour }>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $status }) => theme.colors.reading[$status]};
`;
