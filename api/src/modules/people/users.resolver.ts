import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { UserType } from '../auth/auth.types.js';
import { assignableRoles, listUsers, summariseUsers } from './users.service.js';
import { RoleOptionType, UserSummaryType, UsersArgs } from './users.types.js';

@Resolver()
export class UsersResolver {
  @Query(() => [UserType], {
    description:
      'User Management: the people the administrator manages (their company; a branch manager’s own locations; everyone for the provider), by full name.',
  })
  users(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Args(() => UsersArgs) { search, companyId }: UsersArgs): Promise<UserType[]> {
    return listUsers(em, viewer, { search, companyId });
  }

  @Query(() => UserSummaryType, { description: 'User Management tiles: total, active, administrators, inactive. Administrators only.' })
  userSummary(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<UserSummaryType> {
    return summariseUsers(em, viewer);
  }

  @Query(() => [RoleOptionType], { description: 'The roles the administrator may give (none above their own rank), most senior first.' })
  assignableRoles(@CurrentViewer() viewer: Viewer): RoleOptionType[] {
    return assignableRoles(viewer);
  }
}
