import { Arg, Ctx, FieldResolver, Float, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { assertLimit } from '../../validation.js';
import type { EquipmentKind } from '../settings/equipment-kinds.js';
import type { EquipmentPreset } from '../settings/settings-defaults.js';
import { alertDelayOf } from './excursion-rule/alert-delay.js';
import { plausibleRange } from './plausible-temperatures.js';
import { temperatureLoaders } from './temperature.loaders.js';
import { EquipmentType, ReadingType } from './temperature.types.js';

@Resolver(() => EquipmentType)
export class EquipmentFieldsResolver {
  @FieldResolver(() => [ReadingType], { description: 'Newest first.' })
  recentReadings(
    @Root() equipment: EquipmentType,
    @Ctx() { em }: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
  ): Promise<ReadingType[]> {
    assertLimit(limit);
    return temperatureLoaders(em).recentReadings.load({ equipmentId: equipment.id, limit });
  }

  @FieldResolver(() => Int, { description: 'Minutes a sensor reading may stay out of range before it counts: the unit’s own, or its type’s preset.' })
  alertDelayMinutes(@Root() equipment: EquipmentType, @Ctx() { em }: GraphQLContext): Promise<number> {
    return alertDelayOf(equipment.own.alertDelayMinutes, () => presetOf(em, equipment));
  }

  @FieldResolver(() => Int, { nullable: true, description: 'How often a reading is expected (null: no expectation): the unit’s own, or its type’s preset.' })
  async readingIntervalMinutes(@Root() equipment: EquipmentType, @Ctx() { em }: GraphQLContext): Promise<number | null> {
    return equipment.own.readingIntervalMinutes ?? (await presetOf(em, equipment)).readingIntervalMinutes;
  }

  @FieldResolver(() => Float, { description: 'The lowest °C a probe can read for this type of unit: a reading below it is refused as a fault.' })
  plausibleMinTemp(@Root() equipment: EquipmentType): number {
    return plausibleRange(equipment.type)[0];
  }

  @FieldResolver(() => Float, { description: 'The highest °C a probe can read for this type of unit: a reading above it is refused as a fault.' })
  plausibleMaxTemp(@Root() equipment: EquipmentType): number {
    return plausibleRange(equipment.type)[1];
  }

  @FieldResolver(() => Boolean, { description: 'True when alertDelayMinutes comes from the company preset (the unit sets none).' })
  usesPresetAlertDelay(@Root() equipment: EquipmentType): boolean {
    return equipment.own.alertDelayMinutes === null;
  }

  @FieldResolver(() => Boolean, { description: 'True when readingIntervalMinutes comes from the company preset (the unit sets none).' })
  usesPresetReadingInterval(@Root() equipment: EquipmentType): boolean {
    return equipment.own.readingIntervalMinutes === null;
  }
}

async function presetOf(em: GraphQLContext['em'], equipment: EquipmentType): Promise<EquipmentPreset> {
  const presets = await temperatureLoaders(em).presets.load(equipment.own.companyId);
  return presets.get(equipment.type as EquipmentKind)!;
}
