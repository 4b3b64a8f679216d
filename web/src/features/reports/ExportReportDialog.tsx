import { useApolloClient, useMutation } from '@apollo/client/react';
import { type FormikHelpers, useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import * as yup from 'yup';
import { ExportRecordCountDocument, RecentExportsDocument, RequestExportDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { FieldError, FieldGrid, Label } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextField } from '../../ui/FormTextField';
import { exportRange, lastWeek } from './export-range';

const FORMATS = [
  { value: 'pdf', label: 'PDF (for an inspector)' },
  { value: 'csv', label: 'CSV files (ZIP)' },
] as const;

const exportSchema = yup.object({
  from: yup.string().label('From').required(),
  to: yup
    .string()
    .label('To')
    .required()
    .test('after-from', 'To must not be before From', (to, context) => !to || !context.parent.from || to >= context.parent.from),
  locationIds: yup.array(yup.string()).min(1, 'Choose at least one location'),
  format: yup.string().oneOf(FORMATS.map((f) => f.value)),
});
type ExportValues = { from: string; to: string; locationIds: string[]; format: string };

/** Said instead of starting a pack of a period that holds nothing (the API refuses one with the same words). */
const NO_RECORDS = 'No records in this period';

/** Export Report / Generate Report: asks for the range and locations, then the pack is made in the background. */
export function ExportReportDialog({ onClose }: { onClose(): void }) {
  const { user } = useSession();
  const client = useApolloClient();
  const [requestExport] = useMutation(RequestExportDocument, { refetchQueries: [RecentExportsDocument], awaitRefetchQueries: true });
  const locations = user?.locations ?? [];
  const initialValues: ExportValues = { ...lastWeek(), locationIds: locations.map((l) => String(l.id)), format: 'pdf' };

  const submit = async (values: ExportValues, { setStatus }: FormikHelpers<ExportValues>) => {
    setStatus(undefined);
    const range = { ...exportRange(values.from, values.to), locationIds: values.locationIds.map(Number) };
    try {
      // Counted first: an empty period is said so here rather than made into an empty pack.
      const { data } = await client.query({ query: ExportRecordCountDocument, variables: range, fetchPolicy: 'network-only' });
      if (data?.exportRecordCount === 0) {
        setStatus(NO_RECORDS);
        return;
      }
      await requestExport({ variables: { ...range, format: values.format } });
      onClose();
      toast({ title: 'Export started', description: 'The report will be ready to download in Recent Exports' });
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Export Report"
      description="A due-diligence pack of the records for a period: temperatures, corrective actions, checks, calibration, cleaning, training and forms."
      submitLabel="Start Export"
      pendingLabel="Starting..."
      initialValues={initialValues}
      validationSchema={exportSchema}
      onSubmit={submit}
    >
      <FieldGrid>
        <FormTextField name="from" label="From" type="date" />
        <FormTextField name="to" label="To" type="date" />
      </FieldGrid>
      <LocationChoices locations={locations} />
      <FormSelectField name="format" label="Format" options={FORMATS} />
      <EmptyPeriod />
    </FormDialog>
  );
}

/** The answer to an export of a period without records, until the form is sent again. */
function EmptyPeriod() {
  const { status } = useFormikContext<ExportValues>();
  return typeof status === 'string' ? <FieldError role="alert">{status}</FieldError> : null;
}

function LocationChoices({ locations }: { locations: { id: number; name: string }[] }) {
  const [, meta] = useField<string[]>('locationIds');
  return (
    <Choices>
      <Label as="legend">Locations</Label>
      {locations.map((location) => (
        <LocationCheckbox key={location.id} location={location} />
      ))}
      {meta.touched && typeof meta.error === 'string' ? <FieldError role="alert">{meta.error}</FieldError> : null}
    </Choices>
  );
}

function LocationCheckbox({ location }: { location: { id: number; name: string } }) {
  const [field] = useField({ name: 'locationIds', type: 'checkbox', value: String(location.id) });
  return (
    <label>
      <input {...field} type="checkbox" /> {location.name}
    </label>
  );
}

const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  label { display: flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; padding: ${({ theme }) => theme.space(1)} 0; }
`;
