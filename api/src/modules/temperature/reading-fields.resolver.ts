import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { temperatureLoaders } from './temperature.loaders.js';
import { EquipmentType, ReadingType } from './temperature.types.js';

@Resolver(() => ReadingType)
export class ReadingFieldsResolver {
  @FieldResolver(() => EquipmentType, {
    description: 'The unit this reading belongs to. On recordReading(s) results: the unit as it stands after the write, so caches update its cards.',
  })
  equipment(@Root() reading: ReadingType, @Ctx() { em }: GraphQLContext): EquipmentType | Promise<EquipmentType> {
    return reading.equipment ?? temperatureLoaders(em).equipment.load(reading.equipmentId);
  }
}
