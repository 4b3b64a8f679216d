import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { AuditChainVerificationType, AuditEventFilterInput, AuditEventFiltersType, AuditEventPageType } from './audit.types.js';
import { auditEventFilters, listAuditEvents } from './audit-log.service.js';
import { verifyAuditChain } from './audit-trail.service.js';

/** The company's audit trail, for its administrators. */
@Resolver()
export class AuditResolver {
  @Query(() => AuditChainVerificationType, { description: 'Recomputes the company’s audit chain, oldest first, and reports the first broken link.' })
  async verifyAuditChain(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<AuditChainVerificationType> {
    const result = await verifyAuditChain(em, viewer);
    return { ...result, firstBrokenEventId: result.firstBrokenEventId === null ? null : String(result.firstBrokenEventId) };
  }

  @Query(() => AuditEventPageType, { description: 'The company’s audit log, newest first, filtered by person, record type and time; paged by keyset.' })
  auditEvents(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('filter', () => AuditEventFilterInput, { nullable: true }) filter: AuditEventFilterInput | null,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the page before.' }) after: string | null,
  ): Promise<AuditEventPageType> {
    return listAuditEvents(em, viewer, filter ?? {}, first, after ?? null);
  }

  @Query(() => AuditEventFiltersType)
  auditEventFilters(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<AuditEventFiltersType> {
    return auditEventFilters(em, viewer);
  }
}
