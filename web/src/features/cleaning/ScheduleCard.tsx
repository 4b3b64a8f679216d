import styled from 'styled-components';
import type { CleaningSchedulesQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { CalendarIcon, CheckCircleIcon, EyeIcon, LocationIcon } from '../../ui/icons';
import { MetaLine as Line, MutedText as Muted, RecordCardTitle as Name, RecordCardHeader as Top, RecordCard as Wrapper } from '../../ui/RecordCard';
import { TASK_PREVIEW } from './cleaning-tabs';
import { MarkDoneButton } from './MarkDoneButton';

type CleaningSchedule = CleaningSchedulesQuery['cleaningSchedules'][number];

/** One schedule: when it recurs (worded by the API), its first tasks and where it applies. */
export function ScheduleCard({ schedule }: { schedule: CleaningSchedule }) {
  const titleId = `cleaning-schedule-${schedule.id}`;
  const more = schedule.taskCount - TASK_PREVIEW;
  return (
    <Wrapper as="article" aria-labelledby={titleId}>
      <Top>
        <Name id={titleId}>{schedule.name}</Name>
        <Badge $tone="primary">{schedule.frequency}</Badge>
      </Top>
      {schedule.description ? <Muted>{schedule.description}</Muted> : null}
      <Line>
        <CalendarIcon size={14} />
        {schedule.recurrenceText}
      </Line>
      <Tasks aria-label="Tasks">
        {schedule.tasks.slice(0, TASK_PREVIEW).map((task, index) => (
          // Task names may repeat within a schedule, so the position keeps keys unique.
          // biome-ignore lint/suspicious/noArrayIndexKey: tasks have no id and are not reordered here
          <li key={index}>{task.name}</li>
        ))}
        {more > 0 ? <MoreTasks>+{more} more tasks</MoreTasks> : null}
      </Tasks>
      <Line>
        <LocationIcon size={14} />
        {schedule.locationName ?? 'All locations'}
      </Line>
      <Line>
        <CheckCircleIcon size={14} />
        {schedule.lastDoneAt
          ? `Last done ${formatDateTime(schedule.lastDoneAt)} by ${schedule.lastDoneBy?.fullName || schedule.lastDoneBy?.username || '—'}`
          : 'Not done yet'}
      </Line>
      <Buttons>
        {/* View Details is shown without behaviour for now (SPEC 2.16). */}
        <Button variant="secondary" size="sm">
          <EyeIcon size={14} />
          View Details
        </Button>
        <MarkDoneButton scheduleId={schedule.id} name={schedule.name} />
      </Buttons>
    </Wrapper>
  );
}

const Tasks = styled.ul`
  flex: 1;
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const MoreTasks = styled.li`
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;
