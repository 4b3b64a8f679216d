import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { createEquipment, retireEquipment, updateEquipment } from './equipment-setup.service.js';
import { CreateEquipmentInput, UpdateEquipmentInput } from './equipment-setup.types.js';
import { EquipmentType } from './temperature.types.js';

/** Add Equipment, edit and retire: administrators, at the locations within their reach. Every change is audited. */
@Resolver()
export class EquipmentSetupResolver {
  @Mutation(() => EquipmentType, { description: 'Adds a unit; targets left out come from the company preset for its type.' })
  createEquipment(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateEquipmentInput) input: CreateEquipmentInput,
  ): Promise<EquipmentType> {
    return createEquipment(em, viewer, input);
  }

  @Mutation(() => EquipmentType, { description: 'Changes a unit in service; fields left out are kept.' })
  updateEquipment(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateEquipmentInput) input: UpdateEquipmentInput,
  ): Promise<EquipmentType> {
    return updateEquipment(em, viewer, id, input);
  }

  @Mutation(() => EquipmentType, { description: 'Takes a unit out of service: its readings are kept, it leaves every live screen.' })
  retireEquipment(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<EquipmentType> {
    return retireEquipment(em, viewer, id);
  }
}
