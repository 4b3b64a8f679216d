import styled from 'styled-components';
import { formatDateTime } from '../../lib/format/date';
import { formatTemperature } from '../../lib/format/temperature';
import type { Tone } from '../../lib/theme';
import { Badge } from '../../ui/Badge';
import { MutedText, PlainList } from '../../ui/RecordCard';
import { PhotoEvidenceList } from '../photos/PhotoEvidenceList';
import { ProcessReadingEntry } from './ProcessReadingEntry';
import { formatTimeLeft, PROCESS_KIND_LABELS, PROCESS_STATE_LABELS, useNow } from './time-left';
import type { FoodProcess } from './useFoodProcesses';

const STATE_TONES: Record<string, Tone> = { on_track: 'info', stage_passed: 'success', missed: 'danger', complete: 'success' };
const STAGE_WORDS: Record<string, string> = { pending: 'Due', passed: 'Passed', missed: 'Missed' };

type FoodProcessCardProps = {
  process: FoodProcess;
  onRecord(processId: number, value: number, photo?: File): Promise<boolean>;
  /** Why the API would flag a reading, asked first (null: it would not). */
  onCheck(processId: number, value: number): Promise<string | null>;
};

/** One log: its state and stages as the API judged them, the time left ticking, and its readings. */
export function FoodProcessCard({ process, onRecord, onCheck }: FoodProcessCardProps) {
  const flagged = process.temperatures.filter((t) => t.implausibleReason);
  const open = !process.finishedAt;
  const kind = PROCESS_KIND_LABELS[process.kind] ?? process.kind;
  return (
    <Item aria-label={`${kind} log: ${process.foodItem}`}>
      <Header>
        <strong>
          {kind}: {process.foodItem} ({process.quantity})
        </strong>
        <Badge $tone={STATE_TONES[process.state] ?? 'neutral'}>{PROCESS_STATE_LABELS[process.state] ?? process.state}</Badge>
      </Header>
      {open && process.currentDeadline ? <TimeLeft deadline={process.currentDeadline} /> : null}
      <PlainList aria-label="Stages">
        {process.stages.map((stage, index) => (
          <li key={stage.deadline}>
            Stage {index + 1}: {targetWords(process.kind, stage)} by {stage.deadlineLocal} — {STAGE_WORDS[stage.state] ?? stage.state}
          </li>
        ))}
      </PlainList>
      <MutedText>
        Started {formatDateTime(process.startedAt)} by {process.startedBy}
        {process.equipmentName ? ` in ${process.equipmentName}` : ''}
      </MutedText>
      {process.temperatures.length ? (
        <MutedText aria-label="Readings">
          Readings: {process.temperatures.map((t) => `${formatTemperature(t.temperature)} at ${formatDateTime(t.recordedAt)}`).join(', ')}
        </MutedText>
      ) : null}
      {flagged.length ? (
        <PlainList aria-label="Flagged readings">
          {flagged.map((t) => (
            <li key={t.id}>Flagged: {t.implausibleReason}</li>
          ))}
        </PlainList>
      ) : null}
      <PhotoEvidenceList photos={process.temperatures.flatMap((t) => t.photoEvidence)} label="Photo Evidence" />
      {open ? (
        <ProcessReadingEntry
          label={`${kind} log ${process.foodItem}`}
          onCheck={(value) => onCheck(process.id, value)}
          onRecord={(value, photo) => onRecord(process.id, value, photo)}
        />
      ) : null}
      {process.correctiveActionId ? <MutedText>Corrective action #{process.correctiveActionId} opened</MutedText> : null}
    </Item>
  );
}

function TimeLeft({ deadline }: { deadline: string }) {
  const now = useNow();
  return <Countdown role="timer">{formatTimeLeft(deadline, now)}</Countdown>;
}

function targetWords(kind: string, stage: FoodProcess['stages'][number]): string {
  if (kind === 'cooling') return `at or below ${formatTemperature(stage.target)}`;
  const hold = stage.holdTarget !== null ? ` (or ${formatTemperature(stage.holdTarget)} for ${stage.holdMinutes} min)` : '';
  return `core ${formatTemperature(stage.target)}${hold}`;
}

const Item = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Countdown = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;
