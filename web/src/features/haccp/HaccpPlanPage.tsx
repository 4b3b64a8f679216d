import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { HaccpCoverageTable } from '../../components/haccp/HaccpCoverageTable';
import { GenerateHaccpPlanDocument, HaccpPlanDocument, type HaccpPlanQuery } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { Field, Select } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { CoveragePeriod, lastWeek } from './CoveragePeriod';
import { PlanVersionCard } from './PlanVersionCard';

/** The HACCP plan (issue 36): a company plan or a site's own, versioned, signed, printable, with its monitoring coverage. */
export function HaccpPlanPage() {
  const { user } = useSession();
  const [locationId, setLocationId] = useState<number | null>(null);
  const { data, loading, error, refetch } = useQuery(HaccpPlanDocument, { variables: { locationId } });
  const [generate, { loading: generating }] = useMutation(GenerateHaccpPlanDocument);
  const canManage = Boolean(user?.capabilities.manageHaccpPlans);
  const plan = data?.haccpPlan;
  const startPlan = async () => {
    try {
      await generate({ variables: { locationId } });
      toast({ title: 'Starter plan generated', description: 'A draft made from your equipment, process rules and critical checklist items' });
      await refetch();
    } catch (failure) {
      toast({ title: 'Starter plan not generated', description: errorMessage(failure), variant: 'destructive' });
    }
  };
  const generateButton = canManage ? (
    <Button onClick={startPlan} disabled={generating}>
      {generating ? 'Generating...' : 'Generate starter plan'}
    </Button>
  ) : null;
  return (
    <>
      <PageHeader
        title="HACCP Plan"
        subtitle="Hazards, critical control points and their limits, linked to your live settings"
        actions={plan ? generateButton : null}
      />
      <Field label="Plan for">
        {(control) => (
          <OwnerSelect {...control} value={locationId ?? ''} onChange={(e) => setLocationId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Company plan</option>
            {user?.locations.map((location) => (
              <option key={location.id} value={location.id}>
                Site plan: {location.name}
              </option>
            ))}
          </OwnerSelect>
        )}
      </Field>
      {loading && !data ? <Spinner label="Loading the HACCP plan" /> : null}
      {error && !data ? <LoadError title="Could not load the HACCP plan" error={error} /> : null}
      {data && !plan ? (
        <EmptyState
          title="No HACCP plan yet"
          text="Generate a starter plan from your equipment, process rules and critical checklist items, then edit and sign it."
          action={generateButton}
        />
      ) : null}
      {data && plan ? <PlanBody plan={plan} choices={data.haccpLimitChoices} canManage={canManage} onChanged={() => void refetch()} /> : null}
    </>
  );
}

type Plan = NonNullable<HaccpPlanQuery['haccpPlan']>;

function PlanBody({
  plan,
  choices,
  canManage,
  onChanged,
}: {
  plan: Plan;
  choices: HaccpPlanQuery['haccpLimitChoices'];
  canManage: boolean;
  onChanged(): void;
}) {
  const [period, setPeriod] = useState(lastWeek);
  return (
    <>
      {plan.needsReview ? (
        <ReviewBanner role="status">
          <strong>This plan needs review.</strong> A linked limit changed since the version in force was signed:
          <ul>
            {plan.reviewReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </ReviewBanner>
      ) : null}
      <PlanVersionCard plan={plan} choices={choices} canManage={canManage} onChanged={onChanged} />
      <Card>
        <CardHeader>
          <CardTitle>Monitoring coverage</CardTitle>
        </CardHeader>
        <CardBody>
          <CoveragePeriod period={period} onChange={setPeriod} />
          <HaccpCoverageTable planId={plan.id} from={period.from} to={period.to} />
        </CardBody>
      </Card>
    </>
  );
}

const OwnerSelect = styled(Select)`
  max-width: 320px;
`;

const ReviewBanner = styled.div`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  ul { margin: ${({ theme }) => theme.space(1)} 0 0; }
`;
