import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { allergenMatrix, allergenMatrixVersions, saveAllergenMatrix } from './allergen-matrix.service.js';
import { AllergenMatrixType, AllergenMatrixVersionType, SaveAllergenMatrixInput } from './allergen-matrix.types.js';

@Resolver()
export class AllergenMatrixResolver {
  @Query(() => AllergenMatrixType)
  allergenMatrix(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
  ): Promise<AllergenMatrixType> {
    return allergenMatrix(em, viewer, locationId);
  }

  @Query(() => [AllergenMatrixVersionType], { description: 'Every saved version of the location’s matrix, newest first.' })
  allergenMatrixVersions(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
  ): Promise<AllergenMatrixVersionType[]> {
    return allergenMatrixVersions(em, viewer, locationId);
  }

  @Mutation(() => AllergenMatrixVersionType, { description: 'Saves the location’s matrix as its next version; older versions are kept.' })
  saveAllergenMatrix(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => SaveAllergenMatrixInput) input: SaveAllergenMatrixInput,
  ): Promise<AllergenMatrixVersionType> {
    return saveAllergenMatrix(em, viewer, input);
  }
}
