import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { CreateLocationInput, LocationType } from './location.types.js';
import { createLocation, listLocations } from './locations.service.js';

@Resolver()
export class LocationsResolver {
  @Query(() => [LocationType], { description: 'Every location the signed-in user may use.' })
  locations(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<LocationType[]> {
    return listLocations(em, viewer);
  }

  @Mutation(() => LocationType, { description: 'Adds a location to the administrator’s company.' })
  createLocation(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateLocationInput) input: CreateLocationInput,
  ): Promise<LocationType> {
    return createLocation(em, viewer, input);
  }
}
