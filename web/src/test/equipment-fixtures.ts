import { GraphQLError } from 'graphql';
import {
  type EquipmentCardFragment,
  EquipmentTemperaturesDocument,
  type ReadingStatus,
  RecordReadingDocument,
  type RecordReadingInput,
} from '../graphql/graphql';
import { recordedReading } from './reading-fixtures';

export const reading = (temperature: number, recordedAt = '2025-05-01T08:00:00.000Z') => ({ __typename: 'LatestReading' as const, temperature, recordedAt });

type UnitOverrides = Partial<Omit<EquipmentCardFragment, 'lastReading'>> & { lastReading?: ReturnType<typeof reading> | null };

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

/**
 * A recordReading mock that keeps the input it was sent, so tests can check its exact shape.
 * It answers with `answeredUnit` as it stands after the reading, as the API does.
 */
export function readingMock(sent: RecordReadingInput[], { error, answeredUnit = unit() }: { error?: string; answeredUnit?: ReturnType<typeof unit> } = {}) {
  return {
    request: {
      query: RecordReadingDocument,
      variables: (variables: { input: RecordReadingInput }) => {
        sent.push(variables.input);
        return true;
      },
    },
    result: error
      ? { errors: [new GraphQLError(error)] }
      : ({ input }: { input: RecordReadingInput }) => ({ data: { recordReading: recordedReading(input, answeredUnit, 99) } }),
  };
}
