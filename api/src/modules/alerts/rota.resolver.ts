import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { locationRota, onDutyNowAt, setLocationRota } from './rota.service.js';
import { OnDutyPersonType, RotaEntryInput, RotaEntryType } from './rota.types.js';

@Resolver()
export class RotaResolver {
  @Query(() => [RotaEntryType], { description: 'Who is on duty when at a location (site time); empty: its managers answer critical alerts.' })
  locationRota(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('locationId', () => Int) locationId: number): Promise<RotaEntryType[]> {
    return locationRota(em, viewer, locationId);
  }

  @Mutation(() => [RotaEntryType], { description: 'Replaces a location’s rota (administrators and managers of the location). Audited.' })
  setLocationRota(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int) locationId: number,
    @Arg('entries', () => [RotaEntryInput]) entries: RotaEntryInput[],
  ): Promise<RotaEntryType[]> {
    return setLocationRota(em, viewer, locationId, entries);
  }

  @Query(() => [OnDutyPersonType], { description: 'Who a critical alert at the location goes to now: the rota’s people on duty, else its managers.' })
  onDutyNow(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('locationId', () => Int) locationId: number): Promise<OnDutyPersonType[]> {
    return onDutyNowAt(em, viewer, locationId);
  }
}
