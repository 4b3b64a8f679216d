import { Arg, Ctx, Extensions, Field, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Unauthenticated } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { findReachableLocation } from '../locations/locations.service.js';
import { listEquipment } from './equipment.service.js';
import { recordReadingsEach } from './reading-batch.service.js';
import { BatchItemResult } from './reading-batch.types.js';
import { type ReadingRecordedEvent, readingsAt } from './reading-events.js';
import { correctReading, MAX_BATCH, recordReadings } from './readings.service.js';
import { CorrectReadingInput, type EquipmentCategory, EquipmentCategoryEnum, EquipmentType, ReadingType, RecordReadingInput } from './temperature.types.js';

@ObjectType('ReadingRecorded')
class ReadingRecordedType {
  @Field(() => Int)
  locationId!: number;

  @Field(() => ReadingType)
  reading!: ReadingType;

  @Field(() => EquipmentType, { description: 'The unit after this reading, so caches update its card in place.' })
  equipment!: EquipmentType;
}

@Resolver()
export class TemperatureResolver {
  @Query(() => [EquipmentType], { description: 'Equipment with its latest reading and status. No location: every location the user may use.' })
  equipment(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('locationId', () => Int, { nullable: true }) locationId?: number,
    @Arg('types', () => [String], { nullable: true }) types?: string[],
    @Arg('categories', () => [EquipmentCategoryEnum], { nullable: true }) categories?: EquipmentCategory[],
  ): Promise<EquipmentType[]> {
    return listEquipment(em, viewer, { locationId, types, categories });
  }

  @Mutation(() => ReadingType, { description: 'Records one temperature. Resending the same clientId returns the stored reading.' })
  async recordReading(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => RecordReadingInput) input: RecordReadingInput,
  ): Promise<ReadingType> {
    const [reading] = await recordReadings(em, viewer, services.events, [input]);
    return reading;
  }

  @Mutation(() => [ReadingType], { description: `Records up to ${MAX_BATCH} readings all-or-nothing (probes, offline sync), in input order.` })
  recordReadings(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('inputs', () => [RecordReadingInput]) inputs: RecordReadingInput[],
  ): Promise<ReadingType[]> {
    return recordReadings(em, viewer, services.events, inputs);
  }

  @Mutation(() => [BatchItemResult], {
    description: `Records up to ${MAX_BATCH} readings item by item, in input order: each is STORED, a DUPLICATE of one stored under its clientId, or REFUSED with its reason, so one refused reading never holds back the others.`,
  })
  recordReadingsEach(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('inputs', () => [RecordReadingInput], { validate: false }) inputs: RecordReadingInput[],
  ): Promise<BatchItemResult[]> {
    return recordReadingsEach(em, viewer, services.events, inputs);
  }

  @Mutation(() => ReadingType, { description: 'Appends a correction that points at the original reading; the original is kept.' })
  correctReading(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CorrectReadingInput) input: CorrectReadingInput,
  ): Promise<ReadingType> {
    return correctReading(em, viewer, services.events, input);
  }

  // The event is the same for everyone allowed to subscribe: executed and serialized once per selection (graphql/shared-results.ts).
  @Extensions({ sharedResult: true })
  @Subscription(() => ReadingRecordedType, {
    description: 'Every reading recorded at a location the user may see, after it is committed.',
    subscribe: async ({ args, context }) => {
      const { em, viewer, services } = context as GraphQLContext;
      if (!viewer) throw new Unauthenticated();
      await findReachableLocation(em, viewer, args.locationId);
      return readingsAt(services.events, args.locationId);
    },
  })
  readingRecorded(@Arg('locationId', () => Int) _locationId: number, @Root() event: ReadingRecordedEvent): ReadingRecordedEvent {
    return event;
  }
}
