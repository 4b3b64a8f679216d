import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { FoodSafetyManualsDocument } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ManualIcon, PlusIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { DeleteManualDialog } from './DeleteManualDialog';
import { ManualCard } from './ManualCard';
import { type CategoryFilter, emptyManualsTitle } from './manual-tabs';

/** One tab's manuals; the API filters by category. SPEC 6: nothing loads until someone is signed in. */
export function ManualList({ category, onUpload }: { category: CategoryFilter; onUpload(): void }) {
  const { status, user } = useSession();
  const canManage = user?.capabilities.manageManuals ?? false;
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  const { data, loading, error } = useQuery(FoodSafetyManualsDocument, { variables: { category: category || null }, skip: status !== 'signed-in' });
  if (loading && !data) return <Spinner label="Loading manuals" />;
  if (error && !data) return <LoadError title="Could not load manuals" error={error} />;
  const manuals = data?.manuals ?? [];

  return (
    <>
      {manuals.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ManualIcon />}
            title={emptyManualsTitle(category)}
            text="Upload your company's food safety policies and procedures"
            action={
              canManage ? (
                <Button onClick={onUpload}>
                  <PlusIcon size={16} />
                  Upload First Manual
                </Button>
              ) : null
            }
          />
        </Card>
      ) : (
        <Grid>
          {manuals.map((manual) => (
            <ManualCard key={manual.id} manual={manual} onDelete={canManage ? () => setDeleting(manual) : undefined} />
          ))}
        </Grid>
      )}
      {deleting ? <DeleteManualDialog manual={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;
