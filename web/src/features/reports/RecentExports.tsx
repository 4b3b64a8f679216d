import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { type ExportedReportFragment, RecentExportsDocument } from '../../graphql/graphql';
import { formatDate, formatDateTime } from '../../lib/format/date';
import { Badge } from '../../ui/Badge';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { MutedText as Muted } from '../../ui/RecordCard';

/** How often the list asks again while a pack is being made. */
const PROGRESS_POLL_MS = 1000;

/** The viewer's exports: progress while generating, then a download link. */
export function RecentExports() {
  const { data, startPolling, stopPolling } = useQuery(RecentExportsDocument);
  const reports = data?.reports ?? [];
  const generating = reports.some((report) => report.status === 'generating');
  useEffect(() => {
    if (generating) startPolling(PROGRESS_POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [generating, startPolling, stopPolling]);

  if (reports.length === 0) return null;
  return (
    <Card aria-labelledby="recent-exports-title">
      <CardHeader>
        <CardTitle id="recent-exports-title">Recent Exports</CardTitle>
      </CardHeader>
      <CardBody>
        <List>
          {reports.map((report) => (
            <ExportRow key={report.id} report={report} />
          ))}
        </List>
      </CardBody>
    </Card>
  );
}

function ExportRow({ report }: { report: ExportedReportFragment }) {
  const lastDay = new Date(new Date(report.to).getTime() - 1).toISOString();
  const title = `${report.format === 'pdf' ? 'PDF' : 'CSV (ZIP)'}: ${formatDate(report.from)} – ${formatDate(lastDay)}`;
  return (
    <li aria-label={title}>
      <div>
        <p>{title}</p>
        <Muted>
          {report.locationNames.join(', ')} · requested {formatDateTime(report.createdAt)}
        </Muted>
      </div>
      {report.status === 'generating' ? (
        <Progress>
          <progress max={100} value={report.progress} aria-label={`Generating ${title}`} />
          <span>Generating… {report.progress}%</span>
        </Progress>
      ) : report.status === 'ready' && report.downloadUrl ? (
        <a href={report.downloadUrl} download>
          Download
        </a>
      ) : (
        <Badge $tone="danger">{report.errorMessage ?? 'Failed'}</Badge>
      )}
    </li>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} 0;
  }
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  a { font-weight: 500; color: ${({ theme }) => theme.colors.primary}; }
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
`;
