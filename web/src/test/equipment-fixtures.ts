import { GraphQLError } from 'graphql';
import {
  type EquipmentCardFragment,
  EquipmentPresetsDocument,
  EquipmentSensorSettingsDocument,
  EquipmentTemperaturesDocument,
  type ReadingStatus,
  RecordReadingDocument,
  type RecordReadingInput,
  UnknownDevicesDocument,
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
    plausibleMinTemp: -50,
    plausibleMaxTemp: 60,
    currentTemperature: 4,
    lastReading: reading(4) as ReturnType<typeof reading> | null,
    ...overrides,
  };
}

/** A unit with its own settings, as the Temperature Monitoring dashboard loads it for those who manage equipment. */
export function setupUnit(overrides: UnitOverrides = {}) {
  const base = unit(overrides);
  return {
    ...base,
    targetMinTemp: base.effectiveMinTemp,
    targetMaxTemp: base.effectiveMaxTemp,
    alertDelayMinutes: 30,
    readingIntervalMinutes: null as number | null,
    usesPresetAlertDelay: true,
    usesPresetReadingInterval: true,
  };
}

/** The Temperature Monitoring dashboard's query for a user who manages equipment (withSetup). */
export function overviewMock(variables: EquipmentVariables, equipment: ReturnType<typeof setupUnit>[]) {
  return { request: { query: EquipmentTemperaturesDocument, variables: { ...variables, withSetup: true } }, result: { data: { equipment } } };
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

const preset = (type: string, minTemp: number | null, maxTemp: number | null, alertDelayMinutes: number, readingIntervalMinutes: number | null = null) => ({
  __typename: 'EquipmentPreset' as const,
  type,
  minTemp,
  maxTemp,
  alertDelayMinutes,
  readingIntervalMinutes,
});
/** The company's presets, as the Add Equipment dialog reads them. */
export const presetsMock = {
  request: { query: EquipmentPresetsDocument },
  result: {
    data: {
      companySettings: {
        __typename: 'CompanySettings' as const,
        companyId: 1,
        presets: [preset('fridge', 1, 5, 30, 60), preset('freezer', -20, -15, 45), preset('delivery', null, null, 0)],
      },
    },
  },
};

/** The equipment dialog's LoRaWAN devices heard but not mapped: none (as often as it opens). */
export const unknownDevicesMock = {
  request: { query: UnknownDevicesDocument },
  result: { data: { unknownDevices: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** A location's units with no LoRaWAN device and the default door alert, for their edit dialog. */
export const sensorSettingsMock = (locationId: number, ids: number[]) => ({
  request: { query: EquipmentSensorSettingsDocument, variables: { locationId } },
  result: { data: { equipment: ids.map((id) => ({ __typename: 'Equipment' as const, id, deviceEui: null, doorAlertMinutes: 5 })) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
