/** How long before a stage's deadline the person who started the process is reminded. */
export interface FoodProcessTimings {
  reminderLeadSeconds: number;
}

declare module '../../services.js' {
  interface AppServices {
    /** From FOOD_PROCESS_REMINDER_LEAD_SECONDS. */
    foodProcessTimings: FoodProcessTimings;
  }
}
