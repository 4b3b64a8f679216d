import type { ManagedUserFragment, PersonChoicesQuery } from '../../graphql/graphql';
import { AddUserDialog } from './AddUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserActiveDialog } from './UserActiveDialog';

/** Which User Management dialog is open, and for whom. */
export type PeopleDialog =
  | { kind: 'add' }
  | { kind: 'edit'; person: ManagedUserFragment }
  | { kind: 'reset'; person: ManagedUserFragment }
  | { kind: 'active'; person: ManagedUserFragment };

type PeopleDialogsProps = { dialog: PeopleDialog; choices: PersonChoicesQuery; onClose(): void; onResetPassword(person: ManagedUserFragment): void };

export function PeopleDialogs({ dialog, choices, onClose, onResetPassword }: PeopleDialogsProps) {
  switch (dialog.kind) {
    case 'add':
      return <AddUserDialog choices={choices} onClose={onClose} />;
    case 'edit':
      return <EditUserDialog person={dialog.person} choices={choices} onClose={onClose} onResetPassword={() => onResetPassword(dialog.person)} />;
    case 'reset':
      return <ResetPasswordDialog person={dialog.person} onClose={onClose} />;
    case 'active':
      return <UserActiveDialog person={dialog.person} onClose={onClose} />;
  }
}
