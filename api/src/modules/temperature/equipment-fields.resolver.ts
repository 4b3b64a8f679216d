import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { assertLimit } from '../../validation.js';
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
}
