import styled from 'styled-components';
import type { EquipmentCardFragment } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { typeLabel } from '../../lib/format/labels';
import { type ReadingColour, readingStatusColour, readingStatusWords } from '../../lib/format/reading-status';
import { formatTemperature, formatTemperatureRange } from '../../lib/format/temperature';
import { Badge } from '../../ui/Badge';
import { LocationIcon } from '../../ui/icons';
import { MutedText as Detail, RecordCardTitle as Name, RecordCardHeader as Top } from '../../ui/RecordCard';
import { ManualReadingEntry } from './ManualReadingEntry';

/** The words a dashboard card uses for the API's status (SPEC 2.4). */
const statusText = readingStatusWords('In Range', 'Out of Range');

type EquipmentCardProps = {
  equipment: EquipmentCardFragment;
  entryOpen: boolean;
  onEntryOpenChange(open: boolean): void;
};

/** One unit on the dashboard: its latest reading in the status colour the API decided. */
export function EquipmentCard({ equipment, entryOpen, onEntryOpenChange }: EquipmentCardProps) {
  const titleId = `equipment-${equipment.id}-name`;
  return (
    <Item aria-labelledby={titleId}>
      <Top>
        <div>
          <Name id={titleId}>{equipment.name}</Name>
          <Type>{typeLabel(equipment.type)}</Type>
        </div>
        <Badge $tone={equipment.isActive ? 'success' : 'neutral'}>{equipment.isActive ? 'Active' : 'Inactive'}</Badge>
      </Top>
      <Place>
        <LocationIcon size={14} />
        {equipment.locationName}
      </Place>
      <Reading $colour={readingStatusColour(equipment.status)}>
        <Value>{equipment.currentTemperature == null ? '—' : formatTemperature(equipment.currentTemperature, { oneDecimal: true })}</Value>
        <StatusText>{statusText[equipment.status]}</StatusText>
      </Reading>
      <Detail>Target: {formatTemperatureRange(equipment.effectiveMinTemp, equipment.effectiveMaxTemp, { oneDecimal: true, separator: ' – ' })}</Detail>
      <Detail>Last reading: {equipment.lastReading ? formatDateTime(equipment.lastReading.recordedAt) : 'None yet'}</Detail>
      <ManualReadingEntry equipment={equipment} open={entryOpen} onOpenChange={onEntryOpenChange} />
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Type = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Place = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reading = styled.p<{ $colour: ReadingColour }>`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme, $colour }) => theme.colors.reading[$colour]};
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const StatusText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;
