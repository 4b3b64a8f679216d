import styled from 'styled-components';
import { Card } from './Card';

/** The pieces every record card (schedule, training, manual, action, form, location, unit) is built from. */
export const RecordCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
`;

/** Title on the left, badges on the right. */
export const RecordCardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

export const RecordCardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

export const MutedText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

/** A list without bullets or indentation, for rows that carry their own layout. */
export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A list item: content left, status and actions right, a rule between rows. */
export const ListRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** A card's buttons, sharing its width equally. */
export const CardActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  & > * {
    flex: 1;
  }
`;

/** A small fact on a card, with its icon. */
export const MetaLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
