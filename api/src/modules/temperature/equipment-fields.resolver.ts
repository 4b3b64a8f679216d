import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { InvalidInput } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { EquipmentType, ReadingType } from './temperature.types.js';

@Resolver(() => EquipmentType)
export class EquipmentFieldsResolver {
  @FieldResolver(() => [ReadingType], { description: 'Newest first.' })
  recentReadings(
    @Root() equipment: EquipmentType,
    @Ctx() { loaders }: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
  ): Promise<ReadingType[]> {
    if (limit < 1 || limit > 100) throw new InvalidInput('limit must be between 1 and 100');
    return loaders.recentReadings.load({ equipmentId: equipment.id, limit });
  }
}
