import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { AuditChainVerificationType } from './audit.types.js';
import { verifyAuditChain } from './audit-trail.service.js';

/** The company's audit trail, for its administrators. */
@Resolver()
export class AuditResolver {
  @Query(() => AuditChainVerificationType, { description: 'Recomputes the company’s audit chain, oldest first, and reports the first broken link.' })
  async verifyAuditChain(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<AuditChainVerificationType> {
    const result = await verifyAuditChain(em, viewer);
    return { ...result, firstBrokenEventId: result.firstBrokenEventId === null ? null : String(result.firstBrokenEventId) };
  }
}
