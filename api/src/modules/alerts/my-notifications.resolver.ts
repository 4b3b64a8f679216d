import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Unauthenticated } from '../../errors.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { markNotificationsRead, myNotifications, unreadNotificationCount } from './my-notifications.service.js';
import { MyNotificationsChangedType, MyNotificationType } from './notification.types.js';
import { type MyNotificationsChangedEvent, myNotificationChanges } from './notification-events.js';

/** The header's bell: the signed-in person's own notifications. */
@Resolver()
export class MyNotificationsResolver {
  @Query(() => [MyNotificationType], {
    description: 'The notifications addressed to the user (at most 20): unread first, then read, each newest first.',
  })
  myNotifications(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<MyNotificationType[]> {
    return myNotifications(em, viewer);
  }

  @Query(() => Int, { description: 'The bell’s count: notifications addressed to the user and not yet read.' })
  unreadNotificationCount(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<number> {
    return unreadNotificationCount(em, viewer);
  }

  @Mutation(() => Int, {
    description: 'Marks the user’s notifications read (all when ids is omitted); returns how many remain unread. Another person’s id is NOT_FOUND.',
  })
  markNotificationsRead(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('ids', () => [Int], { nullable: true }) ids?: number[] | null,
  ): Promise<number> {
    return markNotificationsRead(em, services.events, viewer, ids ?? null);
  }

  @Subscription(() => MyNotificationsChangedType, {
    description: "The signed-in user's bell, live: each notification addressed to them after it commits, and their own marking read. Only their own.",
    subscribe: ({ context }) => {
      const { viewer, services } = context as GraphQLContext;
      if (!viewer) throw new Unauthenticated();
      return myNotificationChanges(services.events, viewer.userId);
    },
  })
  async myNotificationsChanged(
    @Root() event: MyNotificationsChangedEvent,
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
  ): Promise<MyNotificationsChangedType> {
    return { notificationId: event.notificationId, unreadCount: await unreadNotificationCount(em, viewer) };
  }
}
