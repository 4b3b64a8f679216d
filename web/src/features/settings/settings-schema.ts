import * as yup from 'yup';
import { type TemperatureScale, toDisplayedTemperature } from '../../lib/format/temperature';
import { presetLabel } from './settings-options';

/*
 * The API's rules (modules/settings/settings.types.ts) with its words, checked as people type so a
 * mistake is shown beside its field. The API stays the authority: whatever it refuses is toasted.
 */

/** A whole number from min to max; `range` is the message for anything outside. */
const whole = (min: number, max: number, range: string) => yup.number().typeError(range).required(range).integer(range).min(min, range).max(max, range);

/** Preset temperatures: -40 to 300 °C (SPEC 3 target bounds), said in the unit the tab shows. */
function presetTemperature(scale: TemperatureScale) {
  const [min, max] = [toDisplayedTemperature(-40, scale), toDisplayedTemperature(300, scale)];
  const range = `Preset temperatures must be within ${min} to ${max} °${scale}`;
  return yup.number().typeError(range).min(min, range).max(max, range);
}

export function settingsSchema(scale: TemperatureScale) {
  return yup.object({
    general: yup.object({
      timezone: yup.string().required('Choose a time zone'),
      dataRetentionDays: yup
        .number()
        .typeError('Data retention must be a whole number of days')
        .required('Data retention must be a whole number of days')
        .integer('Data retention must be a whole number of days')
        .min(730, 'Data retention must be at least 730 days (records are kept two years)')
        .max(3650, 'Data retention must be at most 3650 days'),
    }),
    notifications: yup.object({
      escalationMinutes: whole(0, 1440, 'Escalation minutes must be from 0 to 1440'),
      administratorEscalationMinutes: yup
        .number()
        .transform((value, original) => (original === '' ? undefined : value))
        .typeError('Administrator escalation minutes must be from 1 to 1440')
        .integer('Administrator escalation minutes must be from 1 to 1440')
        .min(1, 'Administrator escalation minutes must be from 1 to 1440')
        .max(1440, 'Administrator escalation minutes must be from 1 to 1440'),
    }),
    security: yup.object({
      minPasswordLength: whole(8, 128, 'Minimum password length must be from 8 to 128'),
      passwordExpiryDays: whole(0, 3650, 'Password expiry must be from 0 (never) to 3650 days'),
      sessionTimeoutMinutes: whole(5, 1440, 'Session timeout must be from 5 to 1440 minutes'),
      maxConcurrentSessions: whole(1, 100, 'Max concurrent sessions must be from 1 to 100'),
    }),
    presets: yup.array(
      yup
        .object({
          type: yup.string().required(),
          minTemp: presetTemperature(scale),
          maxTemp: presetTemperature(scale),
          alertDelayMinutes: whole(0, 1440, 'Alert delay must be from 0 to 1440 minutes'),
          readingIntervalMinutes: yup
            .number()
            .typeError('Reading interval must be from 1 to 1440 minutes')
            .integer('Reading interval must be from 1 to 1440 minutes')
            .min(1, 'Reading interval must be from 1 to 1440 minutes')
            .max(1440, 'Reading interval must be from 1 to 1440 minutes'),
        })
        .test('band', function minimumBelowMaximum({ type, minTemp, maxTemp }) {
          if (minTemp === undefined || maxTemp === undefined || minTemp < maxTemp) return true;
          return this.createError({ path: `${this.path}.maxTemp`, message: `${presetLabel(type)} minimum must be below its maximum` });
        }),
    ),
    processRules: yup.array(
      yup.object({
        stages: yup.array(
          yup.object({
            targetC: presetTemperature(scale).required('Each stage needs its target temperature'),
            withinMinutes: whole(1, 1440, 'Stage time must be from 1 to 1440 minutes'),
            holdC: presetTemperature(scale),
            holdMinutes: yup
              .number()
              .typeError('Hold time must be from 1 to 60 minutes')
              .integer('Hold time must be from 1 to 60 minutes')
              .min(1, 'Hold time must be from 1 to 60 minutes')
              .max(60, 'Hold time must be from 1 to 60 minutes'),
          }),
        ),
      }),
    ),
    schedule: yup.object({
      dailyTime: yup
        .string()
        .required('Daily check time must be HH:MM')
        .matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'Daily check time must be HH:MM'),
      monthlyDate: whole(1, 28, 'Monthly check date must be from 1 to 28'),
    }),
  });
}
