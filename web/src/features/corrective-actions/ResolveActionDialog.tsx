import { skipToken, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { type ActionVerificationInput, CorrectiveActionDetailsDocument, type CorrectiveActionDetailsQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { formatTemperature } from '../../lib/format/temperature';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormTextAreaField } from '../../ui/FormTextAreaField';
import type { CorrectiveAction } from './action-tabs';
import { blankResolution, type ResolveValues, resolveSchema, verificationInput } from './resolve-form';
import { VerificationFields } from './VerificationFields';

type ResolveActionDialogProps = {
  action: CorrectiveAction;
  /** Resolves null once the action is resolved, else the API's reason for refusing it. */
  onResolve(resolution: string, verification?: ActionVerificationInput): Promise<string | null>;
  onClose(): void;
};

/**
 * Mark Complete: what was done (with the food, and to fix the cause) is required evidence. A
 * critical temperature or food-process action also needs its verification (issue 30): a reading,
 * or a manager's override; another temperature action shows the unit's first in-range reading since it opened.
 */
export function ResolveActionDialog({ action, onResolve, onClose }: ResolveActionDialogProps) {
  const formId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const details = useQuery(CorrectiveActionDetailsDocument, action.type === 'temperature_alert' ? { variables: { id: action.id } } : skipToken);
  const found = details.data?.correctiveAction;
  const submit = async (values: ResolveValues) => {
    setRefusal(null);
    const refused = await onResolve(resolveSchema.cast(values).resolution, verificationInput(values, found?.verificationReading?.id ?? null));
    if (refused === null) onClose();
    else setRefusal(refused);
  };
  return (
    <Formik initialValues={blankResolution} validationSchema={resolveSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Dialog
          open
          onClose={onClose}
          title={`Resolve Action #${action.id}`}
          description={action.description}
          footer={
            <>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={isSubmitting}>
                {isSubmitting ? 'Completing...' : 'Mark Complete'}
              </Button>
            </>
          }
        >
          <Fields id={formId} noValidate aria-label={`Resolve Action #${action.id}`}>
            {found && !found.verificationRequirement && action.equipmentId !== null ? <Verified reading={found.verificationReading} /> : null}
            <FormTextAreaField name="resolution" label="Resolution" placeholder="What was done with the food, and what was fixed?" />
            {found?.verificationRequirement ? <VerificationFields requirement={found.verificationRequirement} existing={found.verificationReading} /> : null}
            {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
          </Fields>
        </Dialog>
      )}
    </Formik>
  );
}

function Verified({ reading }: { reading: CorrectiveActionDetailsQuery['correctiveAction']['verificationReading'] }) {
  return (
    <Note role="note">
      {reading
        ? `Verified: ${formatTemperature(reading.temperature)} at ${formatDateTime(reading.recordedAt)}, the first in-range reading since the action opened.`
        : 'Not verified yet: no in-range reading of the unit since the action opened.'}
    </Note>
  );
}

const Fields = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Note = styled.p`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Refusal = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;
