import type { MockLink } from '@apollo/client/testing';
import { type FoodProcessCardFragment, FoodProcessesDocument } from '../graphql/graphql';

type Process = Omit<FoodProcessCardFragment, ' $fragmentName'>;

/** A cooling log of Main Kitchen started at `startedAt`, its first stage due two hours later. */
export function coolingProcess(startedAt: Date, change: Partial<Process> = {}): Process & { __typename: 'FoodProcess' } {
  const at = (minutes: number) => new Date(startedAt.getTime() + minutes * 60_000).toISOString();
  return {
    __typename: 'FoodProcess',
    id: 7,
    kind: 'cooling',
    foodItem: 'Chicken curry',
    quantity: '4 kg',
    equipmentName: null,
    startedBy: 'Sophie Staff',
    startedAt: startedAt.toISOString(),
    state: 'on_track',
    currentDeadline: at(120),
    finishedAt: null,
    correctiveActionId: null,
    stages: [
      {
        __typename: 'ProcessStage',
        target: 21,
        holdTarget: null,
        holdMinutes: null,
        deadline: at(120),
        deadlineLocal: '2026-06-01 14:00 BST',
        state: 'pending',
      },
      {
        __typename: 'ProcessStage',
        target: 5,
        holdTarget: null,
        holdMinutes: null,
        deadline: at(360),
        deadlineLocal: '2026-06-01 18:00 BST',
        state: 'pending',
      },
    ],
    temperatures: [],
    ...change,
  } as Process & { __typename: 'FoodProcess' };
}

/** The location's food processes query, answered with these (none by default), as often as asked. */
export const foodProcessesMock = (processes: Process[] = []): MockLink.MockedResponse => ({
  request: { query: FoodProcessesDocument, variables: () => true },
  result: { data: { foodProcesses: processes } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
