import { useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { CorrectiveActionDetailsDocument } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { formatTemperature } from '../../lib/format/temperature';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormTextAreaField } from '../../ui/FormTextAreaField';
import type { CorrectiveAction } from './action-tabs';

export const resolutionSchema = yup.object({
  resolution: yup.string().label('Resolution').trim().required('Please describe what was done').max(2000),
});
type ResolutionValues = yup.InferType<typeof resolutionSchema>;

type ResolveActionDialogProps = {
  action: CorrectiveAction;
  /** Resolves true once the action is resolved. */
  onResolve(resolution: string): Promise<boolean>;
  onClose(): void;
};

/**
 * Mark Complete: what was done (with the food, and to fix the cause) is required evidence. A
 * temperature action also shows its verification, the unit's first in-range reading since it opened.
 */
export function ResolveActionDialog({ action, onResolve, onClose }: ResolveActionDialogProps) {
  const formId = useId();
  const submit = async ({ resolution }: ResolutionValues) => {
    if (await onResolve(resolutionSchema.cast({ resolution }).resolution)) onClose();
  };
  return (
    <Formik initialValues={{ resolution: '' }} validationSchema={resolutionSchema} onSubmit={submit}>
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
            {action.type === 'temperature_alert' && action.equipmentId !== null ? <Verification actionId={action.id} /> : null}
            <FormTextAreaField name="resolution" label="Resolution" placeholder="What was done with the food, and what was fixed?" />
          </Fields>
        </Dialog>
      )}
    </Formik>
  );
}

function Verification({ actionId }: { actionId: number }) {
  const { data } = useQuery(CorrectiveActionDetailsDocument, { variables: { id: actionId } });
  const reading = data?.correctiveAction.verificationReading;
  if (!data) return null;
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
