import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { MeType, UserType } from '../auth/auth.types.js';
import { createUser, updateUser } from './people.service.js';
import { CreateUserInput, UpdateMyProfileInput, UpdateUserInput } from './people.types.js';
import { resetUserPassword, resetUserTwoFactor, setUserActive } from './people-access.service.js';
import { updateMyProfile } from './profile.service.js';

@Resolver()
export class PeopleResolver {
  @Mutation(() => UserType, { description: 'Add User with an initial password (they must change it at first sign-in). Audited.' })
  createUser(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('input', () => CreateUserInput) input: CreateUserInput): Promise<UserType> {
    return createUser(em, viewer, input);
  }

  @Mutation(() => UserType, { description: 'Edit a user’s name, email, role or locations. Audited.' })
  updateUser(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('input', () => UpdateUserInput) input: UpdateUserInput): Promise<UserType> {
    return updateUser(em, viewer, input);
  }

  @Mutation(() => UserType, { description: 'Deactivate (their sessions end at once) or reactivate a user. Nothing is deleted. Audited.' })
  setUserActive(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<UserType> {
    return setUserActive(em, viewer, id, active);
  }

  @Mutation(() => UserType, { description: 'Give a user a new initial password: they must change it, and their sessions end. Audited.' })
  resetUserPassword(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('password', () => String) password: string,
  ): Promise<UserType> {
    return resetUserPassword(em, viewer, id, password);
  }

  @Mutation(() => UserType, { description: 'Turn off a user’s two-factor authentication (a lost phone): they sign in with their password again. Audited.' })
  resetUserTwoFactor(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<UserType> {
    return resetUserTwoFactor(em, viewer, id);
  }

  @Mutation(() => MeType, { description: 'Profile: change your own full name and email. Audited.' })
  updateMyProfile(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => UpdateMyProfileInput) input: UpdateMyProfileInput,
  ): Promise<MeType> {
    return updateMyProfile(em, viewer, input);
  }
}
