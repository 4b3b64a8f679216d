import type { RecordReadingInput } from '../../graphql/graphql';

/** What differs between the two families of reading dialogs (SPEC 2.8, 2.9 and 5). */
export type ReadingDialogConfig = {
  title: string;
  submitLabel: string;
  pendingLabel: string;
  /** SPEC 2.9: the type screens show the equipment name in a read-only field. */
  showEquipmentField: boolean;
  successTitle: string;
  failureTitle: string;
  toInput(equipmentId: number, value: string): RecordReadingInput;
};

/** Cold, hot and delivery screens: the value goes as typed (a number for GraphQL), without isManual. */
export const addReadingDialog: ReadingDialogConfig = {
  title: 'Add Temperature Reading',
  submitLabel: 'Add Reading',
  pendingLabel: 'Adding...',
  showEquipmentField: false,
  successTitle: 'Temperature reading added',
  failureTitle: 'Failed to add reading',
  toInput: (equipmentId, value) => ({ equipmentId, temperature: Number(value) }),
};

/** Goods In, Storage, Cooking and Cooling: the value is parsed and flagged as a manual reading. */
export function recordTemperatureDialog(title: string): ReadingDialogConfig {
  return {
    title,
    submitLabel: 'Record Temperature',
    pendingLabel: 'Recording...',
    showEquipmentField: true,
    successTitle: 'Temperature recorded',
    failureTitle: 'Failed to record temperature',
    toInput: (equipmentId, value) => ({ equipmentId, temperature: Number.parseFloat(value), isManual: true }),
  };
}
