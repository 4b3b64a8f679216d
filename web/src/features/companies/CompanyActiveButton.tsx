import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SetCompanyActiveDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

type Company = { id: number; name: string; isActive: boolean };

/** Deactivate (its people are signed out and refused; nothing is deleted) or reactivate, after a confirmation. */
export function CompanyActiveButton({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  const [setActive, { loading }] = useMutation(SetCompanyActiveDocument);
  const verb = company.isActive ? 'Deactivate' : 'Reactivate';

  const confirm = async () => {
    try {
      await setActive({ variables: { id: company.id, active: !company.isActive } });
      setOpen(false);
      toast({ title: `Company ${company.isActive ? 'deactivated' : 'reactivated'}`, description: company.name });
    } catch (error) {
      toast({ title: `${verb} failed`, description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <>
      <Button variant={company.isActive ? 'destructive' : 'primary'} onClick={() => setOpen(true)}>
        {verb} Company
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`${verb} ${company.name}?`}
        description={
          company.isActive
            ? 'Its people are signed out at once and cannot sign in until it is reactivated. Nothing is deleted.'
            : 'Its people can sign in again, with everything as it was.'
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant={company.isActive ? 'destructive' : 'primary'} onClick={() => void confirm()} disabled={loading}>
              {loading ? 'Saving...' : verb}
            </Button>
          </>
        }
      />
    </>
  );
}
