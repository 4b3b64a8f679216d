import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { CreateEquipmentDocument, type CreateEquipmentInput, EquipmentPresetsDocument } from '../../graphql/graphql';
import { errorMessage } from '../errors';
import { toast } from '../toasts/toast-store';

/** Every screen listing equipment loads afresh: the temperature screens and the dashboard. */
export function forgetEquipmentLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'equipment' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'dashboard' });
}

/** The company's equipment presets, read while the dialog that prefills from them is open. */
export function useEquipmentPresets(open: boolean) {
  const { data } = useQuery(EquipmentPresetsDocument, { skip: !open });
  return data?.companySettings.presets ?? [];
}

/** Add Equipment: creates the unit and toasts the outcome; resolves true once it is stored. */
export function useAddEquipment() {
  const [create] = useMutation(CreateEquipmentDocument, { update: forgetEquipmentLists });
  return async (input: CreateEquipmentInput): Promise<boolean> => {
    try {
      await create({ variables: { input } });
      toast({ title: 'Equipment added', description: `${input.name} is now being monitored` });
      return true;
    } catch (error) {
      toast({ title: 'Failed to add equipment', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };
}
