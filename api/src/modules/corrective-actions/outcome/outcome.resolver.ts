import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { CurrentViewer } from '../../../graphql/current-viewer.js';
import type { Viewer } from '../../../viewer.js';
import { CorrectiveActionType } from '../corrective-action.types.js';
import { findReachableAction } from '../corrective-actions.service.js';
import { signOffCorrectiveAction } from './action-sign-off.service.js';
import { exposureOf } from './exposure.js';
import type { FoodDisposition } from './food-disposition.entity.js';
import { dispositionsOf, recordFoodDisposition } from './food-disposition.service.js';
import { ActionExposureType, FoodDispositionInput, FoodDispositionType, WasteLogArgs, WasteLogType } from './outcome.types.js';
import { recordRootCause } from './root-cause.service.js';
import { wasteLog } from './waste-log.service.js';

/** Issue 36: what a corrective action records of the outcome: root cause, the food's disposition and exposure, the waste log, the sign-off. */
@Resolver(() => CorrectiveActionType)
export class ActionOutcomeResolver {
  @Mutation(() => CorrectiveActionType, { description: 'Records why it happened: a root cause from the list, with words (required for other). Audited.' })
  recordActionRootCause(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('rootCause', () => String, { description: 'equipment_failure, door_left_open, overloading, power_cut, process_not_followed or other.' })
    rootCause: string,
    @Arg('text', () => String, { nullable: true }) text?: string | null,
  ): Promise<CorrectiveActionType> {
    return recordRootCause(em, viewer, id, rootCause, text);
  }

  @Mutation(() => FoodDispositionType, {
    description: 'Records what was done with one food (append-only; discarded food goes to the waste log). Audited.',
  })
  async recordFoodDisposition(
    @Ctx() { em }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('input', () => FoodDispositionInput) input: FoodDispositionInput,
  ): Promise<FoodDispositionType> {
    const row = await recordFoodDisposition(em, viewer, input);
    return toDispositionView(row, []);
  }

  @Mutation(() => CorrectiveActionType, {
    description: "A manager's sign-off of a resolved critical temperature or food-process action, re-entering their password: only then it counts as closed.",
  })
  signOffCorrectiveAction(
    @Ctx() { em, services, ip }: GraphQLContext,
    @CurrentViewer() viewer: Viewer,
    @Arg('id', () => Int) id: number,
    @Arg('password', () => String) password: string,
  ): Promise<CorrectiveActionType> {
    return signOffCorrectiveAction(em, viewer, services.events, { throttle: services.throttle, ip }, id, password);
  }

  @Query(() => WasteLogType, { description: 'Food discarded after corrective actions in [from, to), with totals per unit of quantity.' })
  wasteLog(@Ctx() { em, services }: GraphQLContext, @CurrentViewer() viewer: Viewer, @Args(() => WasteLogArgs) args: WasteLogArgs): Promise<WasteLogType> {
    return services.historyDb.read(em, (records) => wasteLog(records, viewer, args));
  }

  @FieldResolver(() => [FoodDispositionType], { description: 'What was done with the food, oldest first (corrected rows included, marked).' })
  async dispositions(@Root() action: CorrectiveActionType, @Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<FoodDispositionType[]> {
    const rows = await dispositionsOf(em, viewer, action.id);
    return rows.map((row) => toDispositionView(row, rows));
  }

  @FieldResolver(() => ActionExposureType, { nullable: true, description: "For a unit's temperature excursion: time and degree-minutes above its limit." })
  async exposure(@Root() action: CorrectiveActionType, @Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<ActionExposureType | null> {
    const exposure = await exposureOf(em, await findReachableAction(em, viewer, action.id));
    if (!exposure) return null;
    const { rule, limitC, ...figures } = exposure;
    return { ...figures, limit: limitC, ruleKey: rule.key, ruleText: rule.text, ruleThreshold: rule.thresholdLabel, ruleMaxMinutes: rule.maxMinutes };
  }
}

function toDispositionView(row: FoodDisposition, all: FoodDisposition[]): FoodDispositionType {
  return {
    id: row.id,
    food: row.food,
    quantity: Number(row.quantity),
    unit: row.unit,
    decision: row.decision,
    useWithinHours: row.useWithinHours ?? null,
    reason: row.reason ?? null,
    ruleBasis: row.ruleBasis ?? null,
    exceededRule: row.exceededRule,
    correctsId: row.corrects?.id ?? null,
    correctedById: all.find((other) => other.corrects?.id === row.id)?.id ?? null,
    recordedByName: row.recordedBy.fullName ?? null,
    recordedAt: row.recordedAt,
  };
}
