import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { AreaManagementDocument, type ManagedAreaFragment, RetireAreaDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { CardActions, RecordCard, RecordCardHeader } from '../../ui/RecordCard';
import { useConfirmPrompt } from '../../ui/useConfirmPrompt';
import { AreaNameDialog } from './AreaNameDialog';

/** One active area: its sites and area managers, Rename and Retire (its sites then belong to no area). */
export function AreaCard({ area, sites }: { area: ManagedAreaFragment; sites: { id: number; name: string }[] }) {
  const titleId = `area-${area.id}-name`;
  const [renaming, setRenaming] = useState(false);
  const { pending, ask } = useConfirmPrompt();
  const [retireArea, { loading }] = useMutation(RetireAreaDocument, { refetchQueries: [AreaManagementDocument], awaitRefetchQueries: true });

  const retire = async () => {
    const moving = sites.length ? ` Its ${sites.length === 1 ? 'site moves' : `${sites.length} sites move`} to no area.` : '';
    if (!(await ask(`Retire ${area.name}? Its history is kept.${moving}`))) return;
    try {
      await retireArea({ variables: { id: area.id } });
      toast({ title: 'Area retired', description: `${area.name} has been retired` });
    } catch (error) {
      toast({ title: 'Area not retired', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <RecordCard as="li" aria-labelledby={titleId}>
      <RecordCardHeader>
        <Name id={titleId}>{area.name}</Name>
      </RecordCardHeader>
      <Section aria-label={`Sites in ${area.name}`}>
        <SubHeading>Sites</SubHeading>
        {sites.length ? (
          <ul>
            {sites.map((site) => (
              <li key={site.id}>{site.name}</li>
            ))}
          </ul>
        ) : (
          <Muted>No sites yet</Muted>
        )}
      </Section>
      <Section aria-label={`Area managers of ${area.name}`}>
        <SubHeading>Area managers</SubHeading>
        {area.managers.length ? (
          <ul>
            {area.managers.map((manager) => (
              <li key={manager.id}>{manager.fullName}</li>
            ))}
          </ul>
        ) : (
          <Muted>None yet: choose areas for an Area Manager in User Management</Muted>
        )}
      </Section>
      {pending ? (
        <ConfirmPrompt question={pending.question} confirmLabel="Retire" onAnswer={pending.answer} />
      ) : (
        <CardActions>
          <Button variant="secondary" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${area.name}`}>
            Rename
          </Button>
          <Button variant="destructive" size="sm" onClick={retire} disabled={loading} aria-label={`Retire ${area.name}`}>
            Retire
          </Button>
        </CardActions>
      )}
      <AreaNameDialog area={area} open={renaming} onClose={() => setRenaming(false)} />
    </RecordCard>
  );
}

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Section = styled.section`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const SubHeading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
