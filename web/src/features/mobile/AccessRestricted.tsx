import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LockIcon } from '../../ui/icons';

/** SPEC 2.20: what a user who is not a branch user sees on /mobile. */
export function AccessRestricted({ roleLabel }: { roleLabel: string }) {
  return (
    <Centre>
      <title>Access Restricted · Food Safety Management</title>
      <RestrictedCard>
        <EmptyState
          icon={<LockIcon />}
          titleAs="h1"
          title="Access Restricted"
          text={
            <>
              This mobile interface is only available for Branch Users.
              <br />
              Your role: {roleLabel}
            </>
          }
          action={<ButtonLink to={paths.dashboard}>Back to main app</ButtonLink>}
        />
      </RestrictedCard>
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

const RestrictedCard = styled(Card)`
  width: 100%;
  max-width: 480px;
`;
