import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { describeMe, login, myLocations, recordLogout, register, startSession } from './auth.service.js';
import { ChangeMyPasswordInput, LocationSummaryType, LoginInput, MeType, RegisterInput } from './auth.types.js';
import { changeMyPassword } from './password-change.service.js';

@Resolver()
export class AuthResolver {
  @Query(() => MeType, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  me(@Ctx() { em, viewer }: GraphQLContext): Promise<MeType> | null {
    return viewer ? describeMe(em, viewer) : null;
  }

  @Query(() => [LocationSummaryType], { description: 'Locations the signed-in user may use, home location first.' })
  myLocations(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer) {
    return myLocations(em, viewer);
  }

  @Mutation(() => MeType, { description: 'Creates a Kitchen Staff account and signs it in.' })
  async register(@Ctx() { em, session, services, ip }: GraphQLContext, @Arg('input', () => RegisterInput) input: RegisterInput): Promise<MeType> {
    return startSession(em, session, await register(em, services.signUps, input, ip));
  }

  @Mutation(() => MeType, {
    description:
      'Signs in with a fresh session id that ends after the company’s idle timeout. Repeated failures are refused for a while; deactivated accounts and companies are refused. Someone with two-factor authentication must send a code (or a recovery code) too: without one the answer is an error with code TWO_FACTOR_REQUIRED and no session.',
  })
  async login(@Ctx() { em, session, services, ip }: GraphQLContext, @Arg('input', () => LoginInput) input: LoginInput): Promise<MeType> {
    return startSession(em, session, await login(em, services, input, ip));
  }

  @Mutation(() => MeType, { description: 'Change your own password (current and new). Audited.' })
  changeMyPassword(
    @Ctx() { em, services, ip, session }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => ChangeMyPasswordInput) input: ChangeMyPasswordInput,
  ): Promise<MeType> {
    return changeMyPassword(em, viewer, input, { throttle: services.throttle, ip, sessionId: session.sessionId() });
  }

  @Mutation(() => Boolean, { description: 'Ends the session. True even when already signed out.' })
  async logout(@Ctx() { em, viewer, session }: GraphQLContext): Promise<boolean> {
    if (viewer) await recordLogout(em, viewer);
    await session.signOut();
    return true;
  }
}
