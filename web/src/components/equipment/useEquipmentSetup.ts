import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateEquipmentDocument,
  type CreateEquipmentInput,
  EquipmentPresetsDocument,
  RetireEquipmentDocument,
  UpdateEquipmentDocument,
} from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { toUpdateInput } from './equipment-form';

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

/** Edit Equipment: saves the unit's settings (the answer updates its cards in the cache); resolves true once stored. */
export function useUpdateEquipment(id: number) {
  const [update] = useMutation(UpdateEquipmentDocument);
  return async (input: CreateEquipmentInput): Promise<boolean> => {
    try {
      await update({ variables: { id, input: toUpdateInput(input) } });
      toast({ title: 'Equipment updated', description: `${input.name} has been saved` });
      return true;
    } catch (error) {
      toast({ title: 'Update failed', description: errorMessage(error), variant: 'destructive' });
      return false;
    }
  };
}

/** Retire: the unit leaves every live screen; its readings are kept. */
export function useRetireEquipment() {
  const [retire, { loading }] = useMutation(RetireEquipmentDocument, { update: forgetEquipmentLists });
  const run = async (unit: { id: number; name: string }): Promise<void> => {
    try {
      await retire({ variables: { id: unit.id } });
      toast({ title: 'Equipment retired', description: `${unit.name} is no longer monitored; its readings are kept` });
    } catch (error) {
      toast({ title: 'Retire failed', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return { retire: run, retiring: loading };
}
