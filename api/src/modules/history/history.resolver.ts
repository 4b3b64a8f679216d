import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { readingHistory, readingStats } from './history.service.js';
import { ReadingConnectionType } from './history.types.js';
import { readingIntegrityFlags } from './integrity-flags.service.js';
import { IntegrityFlagType } from './integrity-flags.types.js';
import { type ReadingBucket, ReadingBucketEnum, ReadingStatsType } from './reading-stats.types.js';

@Resolver()
export class HistoryResolver {
  @Query(() => ReadingConnectionType, { description: 'A unit’s readings recorded in [from, to), newest first, paged by keyset.' })
  readings(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('equipmentId', () => Int) equipmentId: number,
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ReadingConnectionType> {
    return services.historyDb.read(em, (records) => readingHistory(records, viewer, { equipmentId, from, to }, first, after));
  }

  @Query(() => ReadingStatsType, { description: 'Min / max / mean of a unit’s readings per bucket in [from, to), its target band and excursions.' })
  readingStats(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('equipmentId', () => Int) equipmentId: number,
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
    @Arg('bucket', () => ReadingBucketEnum, { defaultValue: 'AUTO' }) bucket: ReadingBucket,
  ): Promise<ReadingStatsType> {
    return services.historyDb.read(em, (records) => readingStats(records, viewer, { equipmentId, from, to }, bucket));
  }

  @Query(() => [IntegrityFlagType], {
    description: 'Manual readings recorded in [from, to) that look invented, oldest first. No locations: every location the user may use.',
  })
  readingIntegrityFlags(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('from', () => Date) from: Date,
    @Arg('to', () => Date) to: Date,
    @Arg('locationIds', () => [Int], { nullable: true }) locationIds?: number[] | null,
    @Arg('equipmentId', () => Int, { nullable: true }) equipmentId?: number | null,
  ): Promise<IntegrityFlagType[]> {
    return services.historyDb.read(em, (records) => readingIntegrityFlags(records, viewer, { from, to, locationIds, equipmentId }));
  }
}
