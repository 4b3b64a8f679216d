import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SessionUser } from '../../../lib/session';
import { Button } from '../../../ui/Button';
import { DownloadIcon, LocationIcon } from '../../../ui/icons';
import { useInstallOffer } from './install-prompt';
import { MobileClock } from './MobileClock';
import { MobileMenu } from './MobileMenu';

/** `syncStatus`: what waits to reach the server, which the page knows (SyncStatus). */
type MobileHeaderProps = { user: SessionUser; locationName: string | null; syncStatus: ReactNode };

/** SPEC 2.20 header: who, the time, the menu, where, Install App when the browser offers it, and what waits to sync. */
export function MobileHeader({ user, locationName, syncStatus }: MobileHeaderProps) {
  const install = useInstallOffer();
  return (
    <Bar>
      <Row>
        <div>
          <Name>{user.fullName}</Name>
          <MobileClock />
        </div>
        <MobileMenu />
      </Row>
      <PlaceRow>
        {locationName ? (
          <Place>
            <LocationIcon size={16} />
            {locationName}
          </Place>
        ) : (
          <span />
        )}
        {install ? (
          <Button variant="secondary" size="sm" onClick={() => void install()}>
            <DownloadIcon size={16} />
            Install App
          </Button>
        ) : null}
      </PlaceRow>
      {syncStatus}
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  padding-top: max(${({ theme }) => theme.space(4)}, env(safe-area-inset-top));
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Room for Install App from the start: the browser may offer it after the first paint, and nothing below should move then. */
const PlaceRow = styled(Row)`
  min-height: 32px;
`;

const Name = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Place = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
