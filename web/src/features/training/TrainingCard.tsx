import styled from 'styled-components';
import type { TrainingRecordsQuery } from '../../graphql/graphql';
import { formatDate } from '../../lib/format/date';
import { Button, ButtonAnchor } from '../../ui/Button';
import { AlertIcon, AwardIcon, EditIcon, EyeIcon, LocationIcon, UserIcon } from '../../ui/icons';
import { MetaLine as Line, RecordCardTitle as Name, MutedText as Notes, RecordCardHeader as Top, RecordCard as Wrapper } from '../../ui/RecordCard';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { TrainingStatusBadge } from './TrainingStatusBadge';

type TrainingRecord = TrainingRecordsQuery['trainingRecords'][number];

/** One training record. Whether it has expired is the API's judgement (isExpired). Update is for those who manage records. */
export function TrainingCard({ record, onUpdate }: { record: TrainingRecord; onUpdate?(): void }) {
  const titleId = `training-record-${record.id}`;
  return (
    <Wrapper as="article" aria-labelledby={titleId}>
      <Top>
        <Name id={titleId}>{record.trainingName}</Name>
        <TrainingStatusBadge status={record.status} />
      </Top>
      <Line>
        <UserIcon size={14} />
        {record.user.fullName || record.user.username}
      </Line>
      <Details>
        <dt>Type</dt>
        <dd>{record.trainingType}</dd>
        <dt>Completed</dt>
        <dd>{formatDate(record.completedDate)}</dd>
        <dt>Expires</dt>
        <dd>
          {formatDate(record.expiryDate)}
          {record.isExpired ? (
            <Warning>
              <AlertIcon size={14} />
              <VisuallyHidden>(expired)</VisuallyHidden>
            </Warning>
          ) : null}
        </dd>
      </Details>
      {record.notes ? <Notes>{record.notes}</Notes> : null}
      {record.location ? (
        <Line>
          <LocationIcon size={14} />
          {record.location.name}
        </Line>
      ) : null}
      <Actions>
        {record.certificateUrl ? (
          <ButtonAnchor variant="secondary" size="sm" href={record.certificateUrl} target="_blank" rel="noopener noreferrer">
            <AwardIcon size={14} />
            View Certificate
          </ButtonAnchor>
        ) : null}
        {onUpdate ? (
          <Button variant="secondary" size="sm" aria-label={`Update ${record.trainingName}`} onClick={onUpdate}>
            <EditIcon size={14} />
            Update
          </Button>
        ) : null}
        {/* Details is shown without behaviour for now (SPEC 2.17). */}
        <Button variant="ghost" size="sm">
          <EyeIcon size={14} />
          Details
        </Button>
      </Actions>
    </Wrapper>
  );
}

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
  }
`;

const Warning = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
`;
