import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { CloudOffIcon } from './mobile-icons';
import { useWaitingChecks } from './useCheckOutbox';
import { useWaitingReadings } from './useReadingOutbox';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Tells staff when the phone is offline and how many readings and checks still wait to reach the server. */
export function SyncStatus() {
  const online = useSyncExternalStore(subscribe, () => navigator.onLine);
  const waiting = useWaitingReadings();
  const checks = useWaitingChecks();
  // The live region is always there, so changes inside it are announced.
  return (
    <div role="status">
      {online && waiting === 0 && checks === 0 ? null : (
        <Status>
          {online ? null : (
            <Offline>
              <CloudOffIcon size={16} />
              Offline
            </Offline>
          )}
          {waiting > 0 ? <span>{`${waiting} ${waiting === 1 ? 'reading' : 'readings'} waiting to sync`}</span> : null}
          {checks > 0 ? <span>{`${checks} ${checks === 1 ? 'check' : 'checks'} waiting to sync`}</span> : null}
        </Status>
      )}
    </div>
  );
}

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgb(255 255 255 / 0.15);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Offline = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;
