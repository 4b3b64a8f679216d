import { Field, Int, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { Unauthenticated } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { type LiveGapNotice, liveGapsFor } from './live-gaps.js';

@ObjectType('LiveEventsGap', {
  description:
    'Live events the user may have missed (the server lost its database connection for a moment, or an event did not arrive): refetch what is shown.',
})
class LiveEventsGapType {
  @Field(() => Int, {
    nullable: true,
    description: 'The location whose events may have been missed; null when events of any location or of the bell may have been.',
  })
  locationId!: number | null;
}

@Resolver()
export class LiveUpdatesResolver {
  @Subscription(() => LiveEventsGapType, {
    description:
      "Each gap in the user's live events (readingRecorded, correctiveActionChanged, myNotificationsChanged): what those showed may be stale, so refetch it.",
    subscribe: ({ context }) => {
      const { viewer, services } = context as GraphQLContext;
      if (!viewer) throw new Unauthenticated();
      return liveGapsFor(services.events, viewer);
    },
  })
  liveEventsGap(@Root() notice: LiveGapNotice): LiveGapNotice {
    return notice;
  }
}
