import styled from 'styled-components';
import { useOnline } from '../../../lib/online';
import { CloudOffIcon } from '../shell/mobile-icons';
import type { OutboxKind } from './outbox-kind';
import { useWaitingCounts } from './useOutbox';

/** Tells staff when the phone is offline and how many records of each kind (readings, checks) still wait to reach the server. */
export function SyncStatus({ kinds }: { kinds: readonly OutboxKind[] }) {
  const online = useOnline();
  const counts = useWaitingCounts();
  const waiting = kinds.flatMap(({ name, words }) => {
    const count = counts[name] ?? 0;
    return count > 0 ? [{ name, text: `${count} ${count === 1 ? words.one : words.many} waiting to sync` }] : [];
  });
  // The live region is always there, so changes inside it are announced.
  return (
    <div role="status">
      {online && waiting.length === 0 ? null : (
        <Status>
          {online ? null : (
            <Offline>
              <CloudOffIcon size={16} />
              Offline
            </Offline>
          )}
          {waiting.map(({ name, text }) => (
            <span key={name}>{text}</span>
          ))}
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
