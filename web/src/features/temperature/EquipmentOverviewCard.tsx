import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type { EquipmentCardFragment } from '../../graphql/graphql';
import { typeLabel } from '../../lib/format/labels';
import { readingStatusTone } from '../../lib/format/reading-status';
import { equipmentHistoryPath } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/Button';
import { Name, Top, UnitCard } from './EquipmentReadingCard';
import { ReadingFacts } from './ReadingFacts';
import { statusWords } from './status-words';

const words = statusWords('In Range');

/** A unit on the Temperature Monitoring dashboard: what it is, where, and how its latest reading stands. */
export function EquipmentOverviewCard({ equipment, actions }: { equipment: EquipmentCardFragment; actions?: ReactNode }) {
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
      <History>
        <ButtonLink variant="ghost" size="sm" aria-describedby={titleId} to={equipmentHistoryPath(equipment.id)}>
          View History
        </ButtonLink>
      </History>
      {actions}
    </UnitCard>
  );
}

const Meta = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const History = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;
