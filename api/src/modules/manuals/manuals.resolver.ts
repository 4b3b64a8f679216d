import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { uploadManual } from './manual-upload.service.js';
import { deleteManual, listManuals, listManualVersions } from './manuals.service.js';
import { FoodSafetyManualType, ManualsArgs, UploadManualInput } from './manuals.types.js';

@Resolver()
export class ManualsResolver {
  @Query(() => [FoodSafetyManualType], { description: 'The company’s food safety manuals, newest first.' })
  manuals(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Args(() => ManualsArgs) { category }: ManualsArgs): Promise<FoodSafetyManualType[]> {
    return listManuals(em, viewer, category);
  }

  @Query(() => [FoodSafetyManualType], { description: 'Every kept version of a manual’s title, newest first.' })
  manualVersions(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<FoodSafetyManualType[]> {
    return listManualVersions(em, viewer, id);
  }

  @Mutation(() => FoodSafetyManualType, { description: 'Adds an uploaded PDF; the same title becomes a new version. Customer admins and the super user only.' })
  uploadManual(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => UploadManualInput) input: UploadManualInput,
  ): Promise<FoodSafetyManualType> {
    return uploadManual(em, viewer, input);
  }

  @Mutation(() => Boolean, { description: 'Withdraws a manual from the library (kept as a record). Customer admins and the super user only.' })
  deleteManual(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<boolean> {
    return deleteManual(em, viewer, id);
  }
}
