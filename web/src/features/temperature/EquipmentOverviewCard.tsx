import { useId } from 'react';
import styled from 'styled-components';
import type { EquipmentCardFragment } from '../../graphql/graphql';
import { typeLabel } from '../../lib/format/labels';
import { readingStatusTone } from '../../lib/format/reading-status';
import { Badge } from '../../ui/Badge';
import { Name, Top, UnitCard } from './EquipmentReadingCard';
import { ReadingFacts } from './ReadingFacts';
import { statusWords } from './status-words';

const words = statusWords('In Range');

/** A unit on the Temperature Monitoring dashboard: what it is, where, and how its latest reading stands. */
export function EquipmentOverviewCard({ equipment }: { equipment: EquipmentCardFragment }) {
  const titleId = useId();
  return (
    <UnitCard as="article" aria-labelledby={titleId}>
      <Top>
        <div>
          <Name id={titleId}>{equipment.name}</Name>
          <Meta>
            {typeLabel(equipment.type)} · {equipment.locationName}
          </Meta>
        </div>
        <Badge $tone={readingStatusTone(equipment.status)}>{words[equipment.status]}</Badge>
      </Top>
      <ReadingFacts equipment={equipment} />
    </UnitCard>
  );
}

const Meta = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
