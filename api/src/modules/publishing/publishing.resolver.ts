import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { PublishTargetsType } from './publication.types.js';
import { publishTargets } from './publication-view.service.js';

@Resolver()
export class PublishingResolver {
  @Query(() => PublishTargetsType, { description: 'Issue 35: the areas and sites a checklist or form template may be published to by the viewer.' })
  publishTargets(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<PublishTargetsType> {
    return publishTargets(em, viewer);
  }
}
