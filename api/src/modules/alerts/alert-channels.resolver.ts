import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { alertChannelSettings, myAlertChannels, updateAlertChannelSettings, updateMyAlertChannels } from './alert-channels.service.js';
import { AlertChannelSettingsInput, AlertChannelSettingsType, MyAlertChannelsInput, MyAlertChannelsType } from './alert-channels.types.js';

@Resolver()
export class AlertChannelsResolver {
  @Query(() => AlertChannelSettingsType, { description: 'Settings → Notifications: the company’s alert channels (administrators).' })
  alertChannelSettings(@Ctx() { em, services }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<AlertChannelSettingsType> {
    return alertChannelSettings(em, viewer, services.sms !== null);
  }

  @Mutation(() => AlertChannelSettingsType, {
    description: 'Saves the company’s channel defaults, SMS severities and chat webhook. Audited (never the secret).',
  })
  updateAlertChannelSettings(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => AlertChannelSettingsInput) input: AlertChannelSettingsInput,
  ): Promise<AlertChannelSettingsType> {
    return updateAlertChannelSettings(em, viewer, input, services.sms !== null);
  }

  @Query(() => MyAlertChannelsType, { description: 'Profile: how alerts reach you.' })
  myAlertChannels(@Ctx() { em, services }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<MyAlertChannelsType> {
    return myAlertChannels(em, viewer, services.sms !== null);
  }

  @Mutation(() => MyAlertChannelsType, { description: 'Profile: your mobile number (E.164) and alert channels. Audited.' })
  updateMyAlertChannels(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => MyAlertChannelsInput) input: MyAlertChannelsInput,
  ): Promise<MyAlertChannelsType> {
    return updateMyAlertChannels(em, viewer, input, services.sms !== null);
  }
}
