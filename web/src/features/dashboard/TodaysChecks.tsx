import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { DashboardCheckFragment } from '../../graphql/graphql';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { CheckRow, type CheckRowData } from './CheckRow';

const MAX_CHECKS = 3;

// Working a check (its checklist answers, photos, sign-off) is fetched when first started: the
// dashboard's first load should not carry a dialog most visits never open.
const CheckDialog = lazy(async () => ({ default: (await import('../../components/checks/CheckDialog')).CheckDialog }));

/** SPEC 2.4 / 9: shown when the location has no checks yet. Examples only: with no template they cannot be started. */
const placeholderChecks: CheckRowData[] = [
  { id: -1, templateId: null, templateName: 'Opening Checklist', type: 'daily', description: 'Daily opening procedures and safety checks', status: 'pending' },
  { id: -2, templateId: null, templateName: 'Deep Clean Audit', type: 'weekly', description: 'Weekly deep cleaning verification', status: 'scheduled' },
  { id: -3, templateId: null, templateName: 'Pest Control Inspection', type: 'monthly', description: 'Monthly pest control review', status: 'scheduled' },
];

/** `weeklyCompletion`: the API's percentage over the last 7 local days; null when no check was due. */
type TodaysChecksProps = { checks: DashboardCheckFragment[]; weeklyCompletion: number | null };

/**
 * SPEC 2.4's list of today's checks. Start Check opens that very check (a scheduled, due one
 * included) to be worked item by item; it never starts a second check from the template.
 */
export function TodaysChecks({ checks, weeklyCompletion }: TodaysChecksProps) {
  const [working, setWorking] = useState<DashboardCheckFragment | null>(null);
  // Once opened the dialog stays mounted, so closing and reopening behave as they always did.
  const [everWorked, setEverWorked] = useState(false);
  const shown: CheckRowData[] = checks.length > 0 ? checks.slice(0, MAX_CHECKS) : placeholderChecks;
  const open = (row: CheckRowData) => {
    const check = checks.find((candidate) => candidate.id === row.id) ?? null;
    setEverWorked(everWorked || check !== null);
    setWorking(check);
  };

  return (
    <Card aria-labelledby="todays-checks-title">
      <Header>
        <CardTitle id="todays-checks-title">Today's Compliance Checks</CardTitle>
        <Weekly>
          Weekly completion: <strong>{weeklyCompletion === null ? '—' : `${Math.round(weeklyCompletion)}%`}</strong>
        </Weekly>
      </Header>
      <CardBody>
        {checks.length === 0 ? <Note>No checks at this location yet. These are examples.</Note> : null}
        <List>
          {shown.map((check) => (
            <CheckRow key={check.id} check={check} onStart={() => open(check)} />
          ))}
        </List>
      </CardBody>
      {everWorked ? (
        <Suspense fallback={null}>
          <CheckDialog check={working} onClose={() => setWorking(null)} />
        </Suspense>
      ) : null}
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
