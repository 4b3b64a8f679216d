import { paths } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { LockIcon } from '../../../ui/icons';
import { PageMessage, PageMessageCard } from '../../../ui/PageMessage';

/** SPEC 2.20: what a user who is not a branch user sees on /mobile. */
export function AccessRestricted({ roleLabel }: { roleLabel: string }) {
  return (
    <PageMessage>
      <title>Access Restricted · Food Safety Management</title>
      <PageMessageCard>
        <EmptyState
          icon={<LockIcon />}
          titleAs="h1"
          title="Access Restricted"
          text={
            <>
              This mobile interface is only available for Branch Users.
              <br />
              Your role: {roleLabel}
            </>
          }
          action={<ButtonLink to={paths.dashboard}>Back to main app</ButtonLink>}
        />
      </PageMessageCard>
    </PageMessage>
  );
}
