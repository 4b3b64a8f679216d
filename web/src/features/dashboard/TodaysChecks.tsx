import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { type DashboardCheckFragment, StartDashboardCheckDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSelectedLocation } from '../../lib/selected-location';
import { toast } from '../../lib/toasts/toast-store';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { CheckRow, type CheckRowData } from './CheckRow';

const MAX_CHECKS = 3;

/** SPEC 2.4 / 9: shown when the location has no checks yet. Examples only: with no template they cannot be started. */
const placeholderChecks: CheckRowData[] = [
  { id: -1, templateId: null, templateName: 'Opening Checklist', type: 'daily', description: 'Daily opening procedures and safety checks', status: 'pending' },
  { id: -2, templateId: null, templateName: 'Deep Clean Audit', type: 'weekly', description: 'Weekly deep cleaning verification', status: 'scheduled' },
  { id: -3, templateId: null, templateName: 'Pest Control Inspection', type: 'monthly', description: 'Monthly pest control review', status: 'scheduled' },
];

type TodaysChecksProps = { checks: DashboardCheckFragment[]; onStarted(): void };

export function TodaysChecks({ checks, onStarted }: TodaysChecksProps) {
  const { location } = useSelectedLocation();
  const [start] = useMutation(StartDashboardCheckDocument);
  // SPEC 4: while one check is starting, no other can be started.
  const [startingId, setStartingId] = useState<number | null>(null);
  const shown = checks.length > 0 ? checks.slice(0, MAX_CHECKS) : placeholderChecks;

  const startCheck = async (check: CheckRowData) => {
    if (startingId !== null || check.templateId == null) return;
    if (!location) {
      toast({ title: 'Failed to start check', description: 'No location selected', variant: 'destructive' });
      return;
    }
    setStartingId(check.id);
    try {
      const { data } = await start({ variables: { input: { templateId: check.templateId, locationId: location.id } } });
      const name = data?.startComplianceCheck.templateName ?? check.templateName;
      toast({ title: 'Compliance check started', description: `"${name}" has been created and is ready to begin` });
      onStarted();
    } catch (error) {
      toast({ title: 'Failed to start check', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setStartingId(null);
    }
  };

  return (
    <Card aria-labelledby="todays-checks-title">
      <Header>
        <CardTitle id="todays-checks-title">Today's Compliance Checks</CardTitle>
        <Weekly>
          Weekly completion: <strong>85%</strong>
        </Weekly>
      </Header>
      <CardBody>
        {checks.length === 0 ? <Note>No checks at this location yet. These are examples.</Note> : null}
        <List>
          {shown.map((check) => (
            <CheckRow key={check.id} check={check} starting={startingId === check.id} blocked={startingId !== null} onStart={() => void startCheck(check)} />
          ))}
        </List>
      </CardBody>
    </Card>
  );
}

const Weekly = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Note = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Title and controls stack on narrow screens instead of overflowing. */
const Header = styled(CardHeader)`
  flex-wrap: wrap;
`;
