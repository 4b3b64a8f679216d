import { lazy, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format/date';
import { Button } from '../../../ui/Button';
import { ConfirmPrompt } from '../../../ui/ConfirmPrompt';
import { useConfirmPrompt } from '../../../ui/useConfirmPrompt';
import type { MobileEquipment } from '../equipment/useMobileEquipment';
import type { Refusal } from '../outbox/outbox-kind';
import { useRefused, useRefusedActions } from '../outbox/useOutbox';
import { Body, List, Muted, SectionTitle } from '../shell/mobile-ui';
import { OnDemand } from '../shell/OnDemand';
import { type QueuedReading, readingOutbox } from './reading-outbox';

// Loaded when a refused reading is first opened to fix (issue 38: the first load carries the home only).
const FixReadingDialog = lazy(() => import('./FixReadingDialog').then(({ FixReadingDialog }) => ({ default: FixReadingDialog })));

/** Said before a refused reading is thrown away: it was never part of the record, and after this it never will be. */
export const DISCARD_QUESTION =
  'Discard this reading? It was taken offline and never reached the record. Once discarded it is gone from this phone for good, and no one will see it.';

/** What a reading was, in a line: the unit (its name when taken, if it has left the list), the value as typed, when. */
export function describeReading(reading: QueuedReading, units: readonly MobileEquipment[]): string {
  const name = units.find((unit) => unit.id === reading.equipmentId)?.name ?? reading.equipmentName ?? `Unit ${reading.equipmentId}`;
  return `${name} · ${reading.temperature} °${reading.unit ?? 'C'} · taken ${formatDateTime(reading.recordedAt)}`;
}

/**
 * Readings the server refused while syncing (a unit retired meanwhile, a phone clock ahead, more than
 * 31 days offline): set aside so the rest synced, shown here with the reason until the person fixes and
 * resends or discards each one.
 */
export function RefusedReadings({ units }: { units: readonly MobileEquipment[] }) {
  const refused = useRefused(readingOutbox);
  const [fixing, setFixing] = useState<QueuedReading | null>(null);
  if (!refused.length) return null;
  return (
    <Body>
      <Panel aria-labelledby="refused-readings-title">
        <SectionTitle id="refused-readings-title">Readings not accepted</SectionTitle>
        <Muted>The server refused these readings from this phone, so they are not in the record. Fix and resend each one, or discard it.</Muted>
        <List>
          {refused.map(({ item, refusal }) => (
            <RefusedReading key={item.clientId} reading={item} refusal={refusal} units={units} onFix={() => setFixing(item)} />
          ))}
        </List>
      </Panel>
      {fixing ? (
        <OnDemand part="fix-reading">
          <FixReadingDialog reading={fixing} units={units} onClose={() => setFixing(null)} />
        </OnDemand>
      ) : null}
    </Body>
  );
}

type RefusedReadingProps = { reading: QueuedReading; refusal: Refusal; units: readonly MobileEquipment[]; onFix(): void };

function RefusedReading({ reading, refusal, units, onFix }: RefusedReadingProps) {
  const { discard } = useRefusedActions(readingOutbox);
  const { pending, ask } = useConfirmPrompt();
  const onDiscard = async () => {
    if (await ask(DISCARD_QUESTION)) await discard(reading);
  };
  const what = describeReading(reading, units);
  return (
    <Item aria-label={what}>
      <strong>{what}</strong>
      <Reason>{refusal.reason}</Reason>
      {pending ? (
        <ConfirmPrompt question={pending.question} confirmLabel="Discard reading" onAnswer={pending.answer} />
      ) : (
        <Actions>
          <Button size="sm" onClick={onFix}>
            Fix and resend
          </Button>
          <Button size="sm" variant="secondary" onClick={() => void onDiscard()}>
            Discard
          </Button>
        </Actions>
      )}
    </Item>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;
