import styled from 'styled-components';
import type { FoodSafetyManualsQuery } from '../../graphql/graphql';
import { formatDate } from '../../lib/format/date';
import { downloadUrl } from '../../lib/uploads';
import { Badge } from '../../ui/Badge';
import { Button, ButtonAnchor } from '../../ui/Button';
import { DownloadIcon, EyeIcon, ManualIcon, TrashIcon } from '../../ui/icons';
import { CardActions as Actions, RecordCardTitle as Title, RecordCard as Wrapper } from '../../ui/RecordCard';

type Manual = FoodSafetyManualsQuery['manuals'][number];

type ManualCardProps = { manual: Manual; onDelete?(): void };

/** One manual with View and Download links; the delete button only when onDelete is given. */
export function ManualCard({ manual, onDelete }: ManualCardProps) {
  const titleId = `manual-${manual.id}`;
  const uploader = manual.uploadedBy ? manual.uploadedBy.fullName || manual.uploadedBy.username : '—';
  return (
    <Wrapper as="article" aria-labelledby={titleId}>
      <Top>
        <Icon aria-hidden="true">
          <ManualIcon />
        </Icon>
        <Badge $tone="primary">v{manual.version}</Badge>
        {onDelete ? (
          <Button variant="ghost" size="icon" aria-label={`Delete ${manual.title}`} onClick={onDelete}>
            <TrashIcon size={16} />
          </Button>
        ) : null}
      </Top>
      <Title id={titleId}>{manual.title}</Title>
      {manual.description ? <Muted>{manual.description}</Muted> : null}
      <Meta>
        <span>Uploaded by {uploader}</span>
        <span>{formatDate(manual.createdAt)}</span>
      </Meta>
      <Actions>
        <ButtonAnchor variant="secondary" size="sm" href={manual.fileUrl} target="_blank" rel="noopener noreferrer">
          <EyeIcon size={14} />
          View
        </ButtonAnchor>
        <ButtonAnchor size="sm" href={downloadUrl(manual.fileUrl)} download>
          <DownloadIcon size={14} />
          Download
        </ButtonAnchor>
      </Actions>
    </Wrapper>
  );
}

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  & > :first-child {
    margin-right: auto;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Muted = styled.p`
  flex: 1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
