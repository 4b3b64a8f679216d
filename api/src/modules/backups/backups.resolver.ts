import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { backupStatusFor } from './backup.service.js';
import { BackupStatusType } from './backups.types.js';

@Resolver()
export class BackupsResolver {
  @Query(() => BackupStatusType, { description: 'The server’s backups (per server, not per company): the last run and when the next is due.' })
  backupStatus(@Ctx() { em, services }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<BackupStatusType> {
    return backupStatusFor(em, viewer, services.backups);
  }
}
