import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { removePushSubscription, savePushSubscription } from './push-subscriptions.service.js';
import { PushSubscriptionInput } from './push-subscriptions.types.js';

@Resolver()
export class PushSubscriptionsResolver {
  @Query(() => String, { description: 'Profile: the server’s VAPID public key (base64url), to subscribe this device to push alerts with.' })
  pushPublicKey(@Ctx() { services }: GraphQLContext, @CurrentViewer() _viewer: Viewer): string {
    return services.vapid.publicKey;
  }

  @Mutation(() => Boolean, { description: 'Profile: turns alerts on for this device (its browser push subscription).' })
  savePushSubscription(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => PushSubscriptionInput) input: PushSubscriptionInput,
  ): Promise<boolean> {
    return savePushSubscription(em, viewer, input);
  }

  @Mutation(() => Boolean, { description: 'Profile: turns alerts off for this device; true if it was yours and is removed.' })
  removePushSubscription(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('endpoint', () => String) endpoint: string): Promise<boolean> {
    return removePushSubscription(em, viewer, endpoint);
  }
}
