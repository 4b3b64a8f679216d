import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { SearchIcon } from '../../ui/icons';

/** Any path the router does not know (SPEC 2.1). */
export function NotFoundPage() {
  return (
    <Centre>
      <title>Page Not Found · Food Safety Management</title>
      <NotFoundCard>
        <EmptyState
          icon={<SearchIcon />}
          titleAs="h1"
          title="Page Not Found"
          text="The page you asked for does not exist or has moved."
          action={<ButtonLink to={paths.dashboard}>Go to Dashboard</ButtonLink>}
        />
      </NotFoundCard>
    </Centre>
  );
}

const Centre = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

const NotFoundCard = styled(Card)`
  width: 100%;
  max-width: 480px;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
