import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { LocationType } from '../locations/location.types.js';
import { createArea, listAreas, renameArea, retireArea, setLocationArea } from './areas.service.js';
import { AreaNameInput, AreaType } from './areas.types.js';
import { siteAreaLoader } from './site-area.loader.js';

@Resolver()
export class AreasResolver {
  @Query(() => [AreaType], {
    description: 'The company’s areas with their sites and managers (an area manager: their own areas; others: none), active first, by name.',
  })
  areas(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('includeRetired', () => Boolean, { defaultValue: false, description: 'Also retired areas (company-wide roles).' }) includeRetired: boolean,
  ): Promise<AreaType[]> {
    return listAreas(em, viewer, includeRetired);
  }

  @Mutation(() => AreaType, { description: 'Adds an area to the company (company administrators). Audited.' })
  createArea(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('input', () => AreaNameInput) input: AreaNameInput): Promise<AreaType> {
    return createArea(em, viewer, input.name);
  }

  @Mutation(() => AreaType, { description: 'Renames an active area (company administrators). Audited.' })
  renameArea(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AreaNameInput) input: AreaNameInput,
  ): Promise<AreaType> {
    return renameArea(em, viewer, id, input.name);
  }

  @Mutation(() => AreaType, { description: 'Retires an area: kept with its history; its sites move to no area (company administrators). Audited.' })
  retireArea(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<AreaType> {
    return retireArea(em, viewer, id);
  }

  @Mutation(() => LocationType, { description: 'Puts a site in an active area, or (areaId null) in no area (company administrators). Audited.' })
  setLocationArea(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
    @Arg('areaId', () => Int, { nullable: true }) areaId: number | null,
  ): Promise<LocationType> {
    return setLocationArea(em, viewer, locationId, areaId ?? null);
  }
}

@Resolver(() => LocationType)
export class LocationAreaFieldsResolver {
  @FieldResolver(() => Int, { nullable: true, description: 'The area the site belongs to (issue 35); null: no area.' })
  async areaId(@Root() location: LocationType, @Ctx() { em }: GraphQLContext): Promise<number | null> {
    return (await siteAreaLoader(em).load(location.id)).areaId;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The name of the site’s area (issue 35); null: no area.' })
  async areaName(@Root() location: LocationType, @Ctx() { em }: GraphQLContext): Promise<string | null> {
    return (await siteAreaLoader(em).load(location.id)).areaName;
  }
}
