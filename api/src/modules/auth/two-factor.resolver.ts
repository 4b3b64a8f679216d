import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { confirmTwoFactorEnrolment, disableTwoFactor, startTwoFactorEnrolment, type TwoFactorEnrolment } from './two-factor.service.js';

@ObjectType('TwoFactorEnrolment', { description: 'What an authenticator app needs: scan the QR code or type the secret.' })
class TwoFactorEnrolmentType implements TwoFactorEnrolment {
  @Field(() => String, { description: 'The secret in text (Base32), for typing into the app.' })
  secret!: string;

  @Field(() => String, { description: 'otpauth:// URI (RFC 6238, 30-second steps).' })
  otpauthUri!: string;

  @Field(() => String, { description: 'The URI as a QR code image (a PNG data URL).' })
  qrCode!: string;
}

@Resolver()
export class TwoFactorResolver {
  @Mutation(() => TwoFactorEnrolmentType, {
    description: 'Profile: start setting up two-factor authentication. It is not on until confirmed with a first code.',
  })
  startTwoFactorEnrolment(@Ctx() { em, services }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<TwoFactorEnrolment> {
    return startTwoFactorEnrolment(em, services.twoFactorSecrets, viewer);
  }

  @Mutation(() => [String], {
    description: 'A first code from the app turns two-factor authentication on; answers the ten recovery codes, shown only this once. Audited.',
  })
  confirmTwoFactorEnrolment(
    @Ctx() { em, services }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('code', () => String) code: string,
  ): Promise<string[]> {
    return confirmTwoFactorEnrolment(em, services.twoFactorSecrets, viewer, code);
  }

  @Mutation(() => Boolean, { description: 'Profile: turn off your own two-factor authentication (takes your password). Audited.' })
  disableTwoFactor(
    @Ctx() { em, services, ip }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('password', () => String) password: string,
  ): Promise<boolean> {
    return disableTwoFactor(em, viewer, password, { throttle: services.throttle, ip });
  }
}
