import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { type HaccpPlanQuery, type HaccpVersionFieldsFragment, SaveHaccpPlanVersionDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { PlanEditor } from './PlanEditor';
import { draftOf, inputOf, type LimitChoice } from './plan-draft';
import { SignPlanDialog } from './SignPlanDialog';
import { VersionList } from './VersionList';

type Plan = NonNullable<HaccpPlanQuery['haccpPlan']>;
type Props = { plan: Plan; choices: LimitChoice[]; canManage: boolean; onChanged(): void };

/** The versions, and one of them (the newest unless another is chosen) open for editing into a new version. */
export function PlanVersionCard({ plan, choices, canManage, onChanged }: Props) {
  const [shownId, setShownId] = useState<number | null>(null);
  const shown = plan.versions.find((v) => v.id === shownId) ?? plan.versions[0];
  const [signing, setSigning] = useState<HaccpVersionFieldsFragment | null>(null);
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Versions</CardTitle>
          {plan.inForce ? <Badge $tone="success">Version {plan.inForce.version} in force</Badge> : <Badge $tone="warning">No version in force</Badge>}
        </CardHeader>
        <CardBody>
          <VersionList versions={plan.versions} shownId={shown.id} canSign={canManage} onShow={setShownId} onSign={setSigning} />
        </CardBody>
      </Card>
      <VersionEditor
        key={shown.id}
        planId={plan.id}
        version={shown}
        choices={choices}
        canManage={canManage}
        onSaved={(id) => {
          setShownId(id);
          onChanged();
        }}
      />
      <SignPlanDialog
        version={signing}
        onClose={() => setSigning(null)}
        onSigned={() => {
          setSigning(null);
          onChanged();
        }}
      />
    </>
  );
}

function VersionEditor({
  planId,
  version,
  choices,
  canManage,
  onSaved,
}: {
  planId: number;
  version: HaccpVersionFieldsFragment;
  choices: LimitChoice[];
  canManage: boolean;
  onSaved(id: number): void;
}) {
  const [steps, setSteps] = useState(() => draftOf(version));
  const [save, { loading }] = useMutation(SaveHaccpPlanVersionDocument);
  const submit = async () => {
    try {
      const { data } = await save({ variables: { input: inputOf(planId, steps, choices) } });
      const saved = data?.saveHaccpPlanVersion;
      toast({ title: 'Plan saved', description: `Saved as version ${saved?.version}, a draft until signed` });
      if (saved) onSaved(saved.id);
    } catch (error) {
      toast({ title: 'Plan not saved', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Version {version.version} {version.signedAt ? '(signed)' : '(draft)'}
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Note>
          {canManage
            ? 'Edit the steps below and save them as a new version; signed versions never change.'
            : 'Only administrators can change or sign the plan.'}
        </Note>
        <fieldset disabled={!canManage} aria-label={`Version ${version.version} steps`}>
          <PlanEditor steps={steps} choices={choices} onChange={setSteps} />
        </fieldset>
        {canManage ? (
          <Button onClick={submit} disabled={loading}>
            {loading ? 'Saving...' : 'Save as new version'}
          </Button>
        ) : null}
      </CardBody>
    </Card>
  );
}

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
