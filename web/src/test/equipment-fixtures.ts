import { GraphQLError } from 'graphql';
import {
  AddEquipmentReadingDocument,
  EquipmentTemperaturesDocument,
  type ReadingStatus,
  type RecordReadingInput,
  type TemperatureEquipmentCardFragment,
} from '../graphql/graphql';

export const reading = (temperature: number, recordedAt = '2025-05-01T08:00:00.000Z') => ({ __typename: 'LatestReading' as const, temperature, recordedAt });

type UnitOverrides = Partial<Omit<TemperatureEquipmentCardFragment, 'lastReading'>> & { lastReading?: ReturnType<typeof reading> | null };

/** A unit as the API returns it; tests override what they need. */
export function unit(overrides: UnitOverrides = {}) {
  return {
    __typename: 'Equipment' as const,
    id: 7,
    name: 'Goods In Probe',
    type: 'goods_in',
    locationId: 1,
    locationName: 'Main Kitchen',
    isActive: true,
    status: 'NORMAL' as ReadingStatus,
    effectiveMinTemp: 0,
    effectiveMaxTemp: 8,
    currentTemperature: 4,
    lastReading: reading(4) as ReturnType<typeof reading> | null,
    ...overrides,
  };
}

type EquipmentVariables = { locationId?: number | null; types?: string[]; categories?: string[] };

/** The EquipmentTemperatures query answered with `equipment`. */
export function equipmentMock(variables: EquipmentVariables, equipment: ReturnType<typeof unit>[]) {
  return { request: { query: EquipmentTemperaturesDocument, variables }, result: { data: { equipment } } };
}

/** A recordReading mock that keeps the input it was sent, so tests can check its exact shape. */
export function readingMock(sent: RecordReadingInput[], result: { error?: string } = {}) {
  return {
    request: {
      query: AddEquipmentReadingDocument,
      variables: (variables: { input: RecordReadingInput }) => {
        sent.push(variables.input);
        return true;
      },
    },
    result: result.error
      ? { errors: [new GraphQLError(result.error)] }
      : { data: { recordReading: { __typename: 'Reading', id: 99, equipmentId: 7, temperature: 12.5, status: 'ALERT' } } },
  };
}
