import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { CreatedInspectorLinkType, CreateInspectorLinkInput, InspectorLinkType } from './inspection.types.js';
import { createInspectorLink, listInspectorLinks, revokeInspectorLink } from './inspector-links.service.js';

/** Inspector links, for the company's administrators. */
@Resolver()
export class InspectorLinksResolver {
  @Query(() => [InspectorLinkType], { description: 'The company’s inspector links, newest first, revoked and expired ones included.' })
  inspectorLinks(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<InspectorLinkType[]> {
    return listInspectorLinks(em, viewer);
  }

  @Mutation(() => CreatedInspectorLinkType, {
    description: 'A read-only link to chosen locations’ records over a period; expires after expiresInDays (default 7).',
  })
  createInspectorLink(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => CreateInspectorLinkInput) input: CreateInspectorLinkInput,
  ): Promise<CreatedInspectorLinkType> {
    return createInspectorLink(em, viewer, input);
  }

  @Mutation(() => InspectorLinkType, { description: 'Stops a link at once; its uses stay in the audit log.' })
  revokeInspectorLink(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Arg('id', () => Int) id: number): Promise<InspectorLinkType> {
    return revokeInspectorLink(em, viewer, id);
  }
}
