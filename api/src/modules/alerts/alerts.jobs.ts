import type { JobHandlers } from '../../job-context.js';
import { ESCALATION_CHECK_TASK, type EscalationCheckPayload } from '../corrective-actions/action-escalation.js';
import { DOOR_OPEN_TASK, type DoorOpenPayload } from '../sensor-networks/door-events.service.js';
import { EXCURSION_REVIEW_TASK, type ExcursionReviewPayload } from '../temperature/excursion-review.js';
import { LOW_BATTERY_TASK, type LowBatteryPayload } from '../temperature/gateway-telemetry.js';
import { reviewDoorOpen } from './door-open.service.js';
import { checkEscalation } from './escalation.service.js';
import { reviewExcursion } from './excursions.service.js';
import { reviewLowBattery } from './low-battery.service.js';
import { checkMissedReadings, MISSED_READINGS_TASK } from './missed-readings.service.js';
import { SEND_NOTIFICATION_TASK, sendNotification } from './notifications.service.js';

/** The alert engine's background work, registered with the job runner by app/jobs.ts. */
export const alertJobs: JobHandlers = {
  [EXCURSION_REVIEW_TASK]: (payload, context) => reviewExcursion(context, payload as ExcursionReviewPayload),
  [ESCALATION_CHECK_TASK]: (payload, context) => checkEscalation(context, payload as EscalationCheckPayload),
  [LOW_BATTERY_TASK]: (payload, context) => reviewLowBattery(context, payload as LowBatteryPayload),
  [MISSED_READINGS_TASK]: (_payload, context) => checkMissedReadings(context),
  [DOOR_OPEN_TASK]: (payload, context) => reviewDoorOpen(context, payload as DoorOpenPayload),
};

/** Sending the alert e-mails: on a runner of their own, so a slow mail server never delays an action. */
export const notificationJobs: JobHandlers = {
  [SEND_NOTIFICATION_TASK]: (payload, context) => sendNotification(context, (payload as { notificationId: number }).notificationId),
};

/** Jobs that exist from the start and re-book themselves: the missed-readings check. */
export const RECURRING_ALERT_JOBS = [MISSED_READINGS_TASK];
