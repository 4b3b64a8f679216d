import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { createGlobalStyle } from 'styled-components';
import { AllergenMatrixDocument, SaveAllergenMatrixDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { AllergenMatrixEditor } from './AllergenMatrixEditor';
import { ComplianceSection } from './ComplianceSection';

const PRINT_ID = 'allergen-matrix-print';

/** The location's allergen matrix on the Allergen screen: edit and save a new version, view older ones, print. */
export function AllergenMatrixPanel({ locationId }: { locationId: number }) {
  const { data, error, loading } = useQuery(AllergenMatrixDocument, { variables: { locationId } });
  const [save, { loading: saving }] = useMutation(SaveAllergenMatrixDocument, { refetchQueries: [AllergenMatrixDocument] });
  const [viewing, setViewing] = useState<number | null>(null);

  const onSave = async (items: { name: string; allergens: string[] }[]) => {
    try {
      const result = await save({ variables: { input: { locationId, items } } });
      toast({ title: 'Allergen matrix saved', description: `Version ${result.data?.saveAllergenMatrix.version} is now current` });
      setViewing(null);
    } catch (saveError) {
      toast({ title: 'Failed to save allergen matrix', description: errorMessage(saveError), variant: 'destructive' });
    }
  };

  return (
    <ComplianceSection title="Allergen Matrix">
      <PrintOnlyMatrix />
      {error ? <LoadError title="Failed to load the allergen matrix" error={error} /> : null}
      {!data && loading ? <Spinner label="Loading the allergen matrix" /> : null}
      {data ? (
        <AllergenMatrixEditor
          key={data.allergenMatrix.current?.id ?? 'none'}
          printId={PRINT_ID}
          matrix={data.allergenMatrix}
          versions={data.allergenMatrixVersions}
          viewing={viewing}
          onView={setViewing}
          saving={saving}
          onSave={onSave}
        />
      ) : null}
    </ComplianceSection>
  );
}

/** Printing the page prints the matrix alone, for front of house. */
const PrintOnlyMatrix = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    #${PRINT_ID}, #${PRINT_ID} * { visibility: visible; }
    #${PRINT_ID} { position: absolute; inset: 0 auto auto 0; width: 100%; }
    #${PRINT_ID} [data-print='hide'] { display: none; }
  }
`;
