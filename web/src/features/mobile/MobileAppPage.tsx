import styled from 'styled-components';
import { useSelectedLocation } from '../../app/selected-location';
import { useSession } from '../../app/session';
import { useLogOut } from '../../app/useLogOut';
import { Button } from '../../ui/Button';
import { Card, CardBody } from '../../ui/Card';
import { AccessRestricted } from './AccessRestricted';

/** SPEC 2.20: the branch users' app. Its workflows arrive with the mobile screens. */
export function MobileAppPage() {
  const { user } = useSession();
  const { location } = useSelectedLocation();
  const { logOut, pending } = useLogOut();
  if (!user) return null;
  if (!user.capabilities.mobileOnly) return <AccessRestricted roleLabel={user.roleLabel} />;

  return (
    <Screen>
      <title>Food Safety Management</title>
      <Top>
        <div>
          <Name>{user.fullName}</Name>
          {location ? <Place>{location.name}</Place> : null}
        </div>
        <Button variant="secondary" size="sm" onClick={() => void logOut()} disabled={pending}>
          {pending ? 'Logging out...' : 'Logout'}
        </Button>
      </Top>
      <Card>
        <CardBody>
          <h1>Food Safety Workflow</h1>
          <Note>Your checks, temperatures and forms for this location appear here.</Note>
        </CardBody>
      </Card>
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Name = styled.p`
  font-weight: 600;
`;

const Place = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
