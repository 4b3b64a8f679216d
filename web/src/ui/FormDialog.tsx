import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type { AnyObjectSchema } from 'yup';
import { Button } from './Button';
import { Dialog } from './Dialog';

type FormDialogProps<Values extends FormikValues> = {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  /** The submit button's words, and what it says while the form is sending. */
  submitLabel: string;
  pendingLabel: string;
  initialValues: Values;
  validationSchema?: AnyObjectSchema;
  /** Take new initial values while open (an edit dialog whose record changed). */
  enableReinitialize?: boolean;
  onSubmit(values: Values, helpers: FormikHelpers<Values>): Promise<void> | void;
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
};

/**
 * A dialog holding one Formik form: Cancel (which also clears what was typed) and a submit button
 * that shows its pending words and stays disabled while the form is sending.
 */
export function FormDialog<Values extends FormikValues>({
  title,
  description,
  submitLabel,
  pendingLabel,
  children,
  onClose,
  open,
  ...formik
}: FormDialogProps<Values>) {
  const formId = useId();
  return (
    <Formik {...formik}>
      {(form) => {
        const cancel = () => {
          form.resetForm();
          onClose();
        };
        return (
          <Dialog
            open={open}
            onClose={cancel}
            title={title}
            description={description}
            footer={
              <>
                <Button variant="secondary" onClick={cancel}>
                  Cancel
                </Button>
                <Button type="submit" form={formId} disabled={form.isSubmitting}>
                  {form.isSubmitting ? pendingLabel : submitLabel}
                </Button>
              </>
            }
          >
            <Fields id={formId} noValidate aria-label={title}>
              {typeof children === 'function' ? children(form) : children}
            </Fields>
          </Dialog>
        );
      }}
    </Formik>
  );
}

const Fields = styled(Form)`
  margin-top: ${({ theme }) => theme.space(4)};
`;
