import { type DatasetShape, PRESETS } from './dataset.ts';

export const SHAPE_ARGS = { size: 'default', locations: 0, equipmentPerLocation: 0, days: 0, intervalMinutes: 0 };

/** --size small|default|full, each field overridable: --locations 500 --equipment-per-location 20 --days 90. */
export function shapeFrom(args: typeof SHAPE_ARGS): DatasetShape {
  const preset = PRESETS[args.size];
  if (!preset) throw new Error(`--size must be one of ${Object.keys(PRESETS).join(', ')}`);
  return {
    locations: args.locations || preset.locations,
    equipmentPerLocation: args.equipmentPerLocation || preset.equipmentPerLocation,
    days: args.days || preset.days,
    intervalMinutes: args.intervalMinutes || preset.intervalMinutes,
  };
}
