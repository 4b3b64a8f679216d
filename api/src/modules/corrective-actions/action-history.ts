import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ObjectType } from 'type-graphql';
import { companyScope, type Viewer } from '../../viewer.js';
import { AuditEvent } from '../audit/audit-event.entity.js';

@ObjectType('ActionEvent', { description: "One step of a corrective action's life, from the audit trail." })
export class ActionEventType {
  @Field(() => String, { description: 'open (the alert engine), create (a person), escalate, start or complete.' })
  action!: string;

  @Field(() => String, { nullable: true, description: 'Who took the step; null when the alert engine did.' })
  actorName!: string | null;

  @Field(() => Date)
  occurredAt!: Date;

  @Field(() => String, { nullable: true, description: 'An escalation’s level and who it went to, e.g. "Level 3: Ann Admin, Bob Boss".' })
  detail!: string | null;
}

/** The action's audit events, oldest first: one indexed lookup on (entity, entity_id), within the viewer's company. */
export async function actionHistory(em: EntityManager, viewer: Viewer, actionId: number): Promise<ActionEventType[]> {
  const events = await em.find(
    AuditEvent,
    { entity: 'corrective_action', entityId: String(actionId), ...companyScope(viewer) },
    { populate: ['actor'], orderBy: { occurredAt: 'asc', id: 'asc' } },
  );
  return events.map((event) => ({ action: event.action, actorName: event.actor?.fullName ?? null, occurredAt: event.occurredAt, detail: detailOf(event) }));
}

/** An escalation recorded with its level (alerts/escalation.service.ts) says which and to whom. */
function detailOf(event: AuditEvent): string | null {
  const after = event.after as { level?: number; escalatedToNames?: string[] } | null | undefined;
  if (event.action !== 'escalate' || !after?.level) return null;
  return `Level ${after.level}: ${after.escalatedToNames?.join(', ') || 'nobody to tell'}`;
}
