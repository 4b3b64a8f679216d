import styled from 'styled-components';
import { Card } from './Card';

/** A whole page that only holds one message card, centred (Page Not Found, Access Restricted). */
export const PageMessage = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

/** The card of a PageMessage, as wide as a phone allows and no wider than a short text needs. */
export const PageMessageCard = styled(Card)`
  width: 100%;
  max-width: 480px;
`;
