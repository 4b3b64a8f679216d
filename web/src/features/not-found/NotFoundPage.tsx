import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SearchIcon } from '../../ui/icons';
import { PageMessage, PageMessageCard } from '../../ui/PageMessage';

/** Any path the router does not know (SPEC 2.1). */
export function NotFoundPage() {
  return (
    <PageMessage>
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
    </PageMessage>
  );
}

const NotFoundCard = styled(PageMessageCard)`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
