import { useId, useState } from 'react';
import styled from 'styled-components';
import type { EquipmentCardFragment } from '../../graphql/graphql';
import { equipmentHistoryPath } from '../../lib/paths';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CardActions as Actions } from '../../ui/RecordCard';
import { ReadingDialog } from './ReadingDialog';
import { ReadingFacts } from './ReadingFacts';
import { addReadingDialog } from './reading-dialogs';

type EquipmentReadingCardProps = { equipment: EquipmentCardFragment; badge: string };

/** One unit on the Cold Storage, Hot Hold & Cooking and Delivery & Reheating screens. */
export function EquipmentReadingCard({ equipment, badge }: EquipmentReadingCardProps) {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  return (
    <UnitCard as="article" aria-labelledby={titleId}>
      <Top>
        <Name id={titleId}>{equipment.name}</Name>
        <Badge $tone="info">{badge}</Badge>
      </Top>
      <ReadingFacts equipment={equipment} />
      <Actions>
        <ButtonLink variant="secondary" aria-describedby={titleId} to={equipmentHistoryPath(equipment.id)}>
          View History
        </ButtonLink>
        <Button aria-describedby={titleId} onClick={() => setAdding(true)}>
          Add Reading
        </Button>
      </Actions>
      {adding ? <ReadingDialog config={addReadingDialog} equipment={equipment} onClose={() => setAdding(false)} /> : null}
    </UnitCard>
  );
}

export const UnitCard = styled(Card)`
  padding: ${({ theme }) => theme.space(5)};
`;

export const Top = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;
