import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { InputSetting, type SectionProps, SelectSetting, ToggleSetting } from './SettingControls';
import { DATE_FORMATS, TEMPERATURE_UNITS, TIMEZONES } from './settings-defaults';

/** A titled group of settings. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

export function GeneralPanel(props: SectionProps) {
  return (
    <SettingsCard title="General Settings">
      <SelectSetting {...props} name="timezone" label="Timezone" options={TIMEZONES} />
      <SelectSetting {...props} name="temperatureUnit" label="Temperature unit" options={TEMPERATURE_UNITS} />
      <SelectSetting {...props} name="dateFormat" label="Date format" options={DATE_FORMATS} />
      <ToggleSetting {...props} name="automaticBackups" label="Automatic backups" description="Back up all records every day" />
      <ToggleSetting {...props} name="auditLogging" label="Audit logging" description="Keep a log of every change for inspections" />
      <ToggleSetting {...props} name="dataCleanup" label="Data cleanup" description="Remove old temperature readings automatically" />
      <InputSetting {...props} name="dataRetentionDays" label="Keep readings for" min={1} unit="days" />
    </SettingsCard>
  );
}

export function NotificationsPanel(props: SectionProps) {
  return (
    <SettingsCard title="Notification Settings">
      <ToggleSetting {...props} name="criticalEscalation" label="Critical alert escalation" description="Escalate unanswered critical alerts to supervisors" />
      <InputSetting {...props} name="escalationMinutes" label="Escalate after" min={1} unit="minutes" />
      <ToggleSetting {...props} name="temperatureAlerts" label="Temperature alerts" description="Notify when a reading is out of range" />
      <ToggleSetting {...props} name="dailyReminders" label="Daily reminders" description="Remind staff of today's checks" />
      <ToggleSetting {...props} name="overdueAlerts" label="Overdue alerts" description="Notify when a check is overdue" />
    </SettingsCard>
  );
}

export function SecurityPanel(props: SectionProps) {
  return (
    <SettingsCard title="Security Settings">
      <InputSetting {...props} name="minPasswordLength" label="Minimum password length" min={1} unit="characters" />
      <InputSetting {...props} name="passwordExpiryDays" label="Password expiry" min={1} unit="days" />
      <ToggleSetting {...props} name="requireSpecialCharacters" label="Require special characters" />
      <ToggleSetting {...props} name="requireNumbers" label="Require numbers" />
      <InputSetting {...props} name="sessionTimeoutMinutes" label="Session timeout" min={1} unit="minutes" />
      <InputSetting {...props} name="maxConcurrentSessions" label="Max concurrent sessions" min={1} />
      <ToggleSetting {...props} name="twoFactor" label="Two-factor authentication" description="Ask for a second factor at sign-in" />
      <ToggleSetting {...props} name="ipRestriction" label="IP restriction" description="Allow sign-in only from approved networks" />
    </SettingsCard>
  );
}
