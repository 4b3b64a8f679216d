import * as yup from 'yup';
import { FormDialog } from '../../ui/FormDialog';
import { FormSelectField } from '../../ui/FormSelectField';
import { FormTextField } from '../../ui/FormTextField';
import { PROCESS_KIND_LABELS } from './time-left';

const schema = yup.object({
  kind: yup.string().required(),
  foodItem: yup.string().label('Food item').trim().required().max(200),
  quantity: yup.string().label('Quantity').trim().required().max(100),
  equipmentId: yup.string(),
});
type StartValues = { kind: string; foodItem: string; quantity: string; equipmentId: string };
export type StartProcessRequest = { kind: string; foodItem: string; quantity: string; equipmentId: number | null };

type StartProcessDialogProps = {
  open: boolean;
  onClose(): void;
  /** The kinds this screen starts; a choice shows when there is more than one. */
  kinds: string[];
  /** The location's units the batch may be in (optional). */
  equipment: { id: number; name: string }[];
  onStart(request: StartProcessRequest): Promise<boolean>;
};

/** Start a timed log for a named batch; the server sets its deadlines from the company's rules. */
export function StartProcessDialog({ open, onClose, kinds, equipment, onStart }: StartProcessDialogProps) {
  const title = kinds.length === 1 ? `Start ${PROCESS_KIND_LABELS[kinds[0]]} Log` : 'Start Log';
  return (
    <FormDialog<StartValues>
      open={open}
      onClose={onClose}
      title={title}
      description="The deadlines run from now: probe the batch and record its temperature against the log."
      submitLabel="Start Log"
      pendingLabel="Starting..."
      initialValues={{ kind: kinds[0], foodItem: '', quantity: '', equipmentId: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const started = await onStart({
          kind: values.kind,
          foodItem: values.foodItem.trim(),
          quantity: values.quantity.trim(),
          equipmentId: values.equipmentId ? Number(values.equipmentId) : null,
        });
        if (started) {
          helpers.resetForm();
          onClose();
        }
      }}
    >
      {kinds.length > 1 ? <FormSelectField name="kind" label="Process" options={kinds.map((k) => ({ value: k, label: PROCESS_KIND_LABELS[k] ?? k }))} /> : null}
      <FormTextField name="foodItem" label="Food item" placeholder="e.g. Chicken curry" />
      <FormTextField name="quantity" label="Quantity" placeholder="e.g. 5 kg" />
      {equipment.length ? (
        <FormSelectField
          name="equipmentId"
          label="Unit (optional)"
          placeholder="No unit"
          options={equipment.map((u) => ({ value: String(u.id), label: u.name }))}
        />
      ) : null}
    </FormDialog>
  );
}
