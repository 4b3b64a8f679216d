import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { CreateLocationInput, LocationType, UpdateLocationInput } from './location.types.js';
import { setLocationActive, updateLocation } from './location-management.service.js';
import { createLocation, listLocations } from './locations.service.js';

@Resolver()
export class LocationsResolver {
  @Query(() => [LocationType], { description: 'Every active location the signed-in user may use.' })
  locations(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('includeInactive', () => Boolean, {
      defaultValue: false,
      description: 'Also the company’s deactivated locations, for administrators who may reactivate them (Location Management).',
    })
    includeInactive: boolean,
  ): Promise<LocationType[]> {
    return listLocations(em, viewer, includeInactive);
  }

  @Mutation(() => LocationType, { description: 'Adds a location to the administrator’s company. Audited.' })
  createLocation(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateLocationInput) input: CreateLocationInput,
  ): Promise<LocationType> {
    return createLocation(em, viewer, input);
  }

  @Mutation(() => LocationType, { description: 'Changes a location’s name, address, opening times or time zone. Audited.' })
  updateLocation(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateLocationInput) input: UpdateLocationInput,
  ): Promise<LocationType> {
    return updateLocation(em, viewer, id, input);
  }

  @Mutation(() => LocationType, { description: 'Deactivates (false) or reactivates (true) a location; nothing is deleted. Audited.' })
  setLocationActive(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('isActive', () => Boolean) isActive: boolean,
  ): Promise<LocationType> {
    return setLocationActive(em, viewer, id, isActive);
  }
}
