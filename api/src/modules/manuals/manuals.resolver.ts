import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { deleteManual, listManuals } from './manuals.service.js';
import { FoodSafetyManualType, ManualsArgs } from './manuals.types.js';

@Resolver()
export class ManualsResolver {
  @Query(() => [FoodSafetyManualType], { description: 'The company’s food safety manuals, newest first.' })
  manuals(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Args(() => ManualsArgs) { category }: ManualsArgs): Promise<FoodSafetyManualType[]> {
    return listManuals(em, viewer, category);
  }

  @Mutation(() => Boolean, { description: 'Withdraws a manual from the library (kept as a record). Customer admins and the super user only.' })
  deleteManual(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<boolean> {
    return deleteManual(em, viewer, id);
  }
}
