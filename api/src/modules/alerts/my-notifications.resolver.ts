import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { markNotificationsRead, myNotifications, unreadNotificationCount } from './my-notifications.service.js';
import { MyNotificationType } from './notification.types.js';

/** The header's bell: the signed-in person's own notifications. */
@Resolver()
export class MyNotificationsResolver {
  @Query(() => [MyNotificationType], { description: 'The newest notifications addressed to the user (at most 20), newest first.' })
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
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('ids', () => [Int], { nullable: true }) ids?: number[] | null,
  ): Promise<number> {
    return markNotificationsRead(em, viewer, ids ?? null);
  }
}
