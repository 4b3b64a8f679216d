import type { EntityManager } from '@mikro-orm/postgresql';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CorrectiveActionType } from '../corrective-actions/corrective-action.types.js';
import { toUserReference } from '../people/users.service.js';
import { Equipment } from '../temperature/equipment.entity.js';
import { bandOf, readingStatus, type TargetBand } from '../temperature/excursion-rule/out-of-range.js';
import { bandsAtTheTime } from '../temperature/reading-bands.sql.js';
import { isManualReading } from '../temperature/reading-source.js';
import { ReadingType } from '../temperature/temperature.types.js';
import type { TemperatureReading } from '../temperature/temperature-reading.entity.js';
import { storedPhotos } from '../uploads/photo-evidence.js';
import { excursionReadings, verificationReading } from './excursion-readings.js';
import { Notification } from './notification.entity.js';
import { NotificationType } from './notification.types.js';

/** What the alert engine adds to a corrective action: the excursion's readings, its verification, and who was told. */
@Resolver(() => CorrectiveActionType)
export class ActionAlertFieldsResolver {
  @FieldResolver(() => [ReadingType], {
    description: "A temperature excursion's readings, oldest first, until the unit read in range again; empty for other actions.",
  })
  async readings(@Root() action: CorrectiveActionType, @Ctx() { em }: GraphQLContext): Promise<ReadingType[]> {
    if (!action.excursionStartedAt || action.equipmentId === null) return [];
    const unit = await unitOf(em, action.equipmentId);
    const readings = await excursionReadings(em, unit, action.excursionStartedAt);
    const bands = await bandsAtTheTime(
      em,
      readings.map((r) => r.id),
    );
    return readings.map((r) => toReadingView(r, unit, bands.get(r.id) ?? bandOf(unit)));
  }

  @FieldResolver(() => ReadingType, {
    nullable: true,
    description: "A temperature alert's verification: the unit's first in-range reading after the action opened; null until there is one.",
  })
  async verificationReading(@Root() action: CorrectiveActionType, @Ctx() { em }: GraphQLContext): Promise<ReadingType | null> {
    if (action.type !== 'temperature_alert' || action.equipmentId === null) return null;
    const unit = await unitOf(em, action.equipmentId);
    const reading = await verificationReading(em, unit, action.createdAt);
    if (!reading) return null;
    const bands = await bandsAtTheTime(em, [reading.id]);
    return toReadingView(reading, unit, bands.get(reading.id) ?? bandOf(unit));
  }

  @FieldResolver(() => [NotificationType], { description: 'Every notification sent (or tried) about this action, oldest first.' })
  async notifications(@Root() action: CorrectiveActionType, @Ctx() { em }: GraphQLContext): Promise<NotificationType[]> {
    const sent = await em.find(Notification, { correctiveAction: action.id }, { populate: ['recipient'], orderBy: { id: 'asc' } });
    return sent.map((n) => ({
      id: n.id,
      recipient: n.recipient ? toUserReference(n.recipient) : null,
      channel: n.channel,
      reason: n.reason,
      status: n.status,
      address: n.address ?? null,
      subject: n.subject,
      attempts: n.attempts,
      createdAt: n.createdAt,
      sentAt: n.sentAt ?? null,
      error: n.error ?? null,
    }));
  }
}

/** The action's unit (already scoped: the action was reached through the viewer's locations). */
const unitOf = (em: EntityManager, equipmentId: number) => em.findOneOrFail(Equipment, equipmentId, { populate: ['location'] });

/** The reading as the action shows it, with its status by the band in force when it was stored (band-at-the-time.ts). */
function toReadingView(r: TemperatureReading, unit: Equipment, band: TargetBand): ReadingType {
  return {
    id: r.id,
    equipmentId: unit.id,
    locationId: unit.location.id,
    temperature: r.temperature,
    isManual: isManualReading({ apiKeyId: r.apiKey?.id }),
    recordedAt: r.recordedAt,
    receivedAt: r.receivedAt,
    recordedById: r.user?.id ?? null,
    apiKeyId: r.apiKey?.id ?? null,
    clientId: r.clientId ?? null,
    correctsId: r.corrects?.id ?? null,
    correctionReason: r.correctionReason ?? null,
    batteryPercent: r.batteryPercent ?? null,
    signalStrength: r.signalStrength ?? null,
    photoEvidence: storedPhotos(r.photoEvidence),
    status: readingStatus(r.temperature, band),
  };
}
