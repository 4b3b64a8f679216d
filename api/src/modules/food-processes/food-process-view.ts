import type { DateFormat } from '../../database/local-time.js';
import type { Location } from '../tenancy/location.entity.js';
import { storedPhotos } from '../uploads/photo-evidence.js';
import type { FoodProcess } from './food-process.entity.js';
import type { FoodProcessType } from './food-processes.types.js';
import { localClock, progressOf } from './process-state.js';
import type { FoodProcessTemperature } from './process-temperature.entity.js';

/** The process as the screens show it: stages, state and time left computed here, at the time asked; deadlines on the site's clock in the company's date format. */
export function toFoodProcessView(
  process: FoodProcess,
  location: Location,
  temperatures: FoodProcessTemperature[],
  dateFormat: DateFormat,
  now = new Date(),
): FoodProcessType {
  const entries = temperatures.map((t) => ({ temperature: Number(t.temperature), recordedAt: t.recordedAt }));
  const progress = progressOf(process.kind, process.startedAt, process.stages, entries, now);
  return {
    id: process.id,
    kind: process.kind,
    foodItem: process.foodItem,
    quantity: process.quantity,
    locationId: location.id,
    locationName: location.name,
    equipmentId: process.equipment?.id ?? null,
    equipmentName: process.equipment?.name ?? null,
    startedBy: process.startedBy.fullName,
    startedAt: process.startedAt,
    stages: progress.stages.map((stage) => ({
      target: stage.rule.targetC,
      holdTarget: stage.rule.holdC,
      holdMinutes: stage.rule.holdMinutes,
      deadline: stage.deadline,
      deadlineLocal: localClock(stage.deadline, location.timezone, dateFormat),
      state: stage.state,
      reachedAt: stage.reachedAt,
    })),
    state: progress.state,
    secondsLeft: progress.secondsLeft,
    currentDeadline: progress.currentStage === null || progress.secondsLeft === null ? null : progress.stages[progress.currentStage].deadline,
    finishedAt: process.finishedAt ?? null,
    correctiveActionId: process.correctiveAction?.id ?? null,
    temperatures: temperatures.map((t) => ({
      id: t.id,
      temperature: Number(t.temperature),
      recordedAt: t.recordedAt,
      recordedBy: t.user.fullName,
      photoEvidence: storedPhotos(t.photoEvidence),
      implausibleReason: t.implausibleReason ?? null,
    })),
  };
}
