import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ReportSummaryDocument } from '../../graphql/graphql';
import { LoadError } from '../../ui/LoadError';
import { MutedText } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';
import { ReportTiles } from './ReportTiles';

const DAY_MS = 86_400_000;

/** The last 7 days, now included, at every location the user works at: the phone's Reports. */
export function WeekSummary() {
  const [range] = useState(() => ({ from: new Date(Date.now() - 7 * DAY_MS).toISOString(), to: new Date().toISOString() }));
  const { data, loading, error } = useQuery(ReportSummaryDocument, { variables: range });
  if (error && !data) return <LoadError title="Could not load reports" error={error} />;
  if (!data) return loading ? <Spinner label="Loading reports" /> : null;
  return (
    <>
      <MutedText>The last 7 days at your locations</MutedText>
      <ReportTiles figures={data.reportFigures} />
    </>
  );
}
