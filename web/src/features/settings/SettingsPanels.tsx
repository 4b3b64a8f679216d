import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useBackupStatus } from '../../components/backups/useBackupStatus';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { ListSetting, NumberSetting, ReadOnlyToggle, SelectSetting, ToggleSetting } from './SettingControls';
import { DATE_FORMATS, type SettingOption, TEMPERATURE_UNITS } from './settings-options';

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

/**
 * Backups are per server (BACKUPS, BACKUP_TIME), not per company: the switch shows whether the
 * server makes them, read-only, instead of a company preference nothing would act on.
 */
function AutomaticBackups() {
  const status = useBackupStatus();
  return (
    <ReadOnlyToggle
      label="Automatic backups"
      description="Back up all records every day. Backups are made for the whole server by the provider"
      checked={status?.enabled ?? false}
    />
  );
}

export function GeneralPanel({ timezones }: { timezones: SettingOption[] }) {
  return (
    <SettingsCard title="General Settings">
      <SelectSetting name="general.timezone" label="Timezone" description="New locations start in this time zone" options={timezones} />
      <SelectSetting name="general.temperatureUnit" label="Temperature unit" description="How every screen shows temperatures" options={TEMPERATURE_UNITS} />
      <SelectSetting name="general.dateFormat" label="Date format" options={DATE_FORMATS} />
      <AutomaticBackups />
      {/* Nothing reads this switch: the audit trail is evidence and is always written. */}
      <ToggleSetting
        name="general.auditLogging"
        label="Audit logging"
        description="Every change is always logged for inspections; this switch does not turn it off"
      />
      <ToggleSetting
        name="general.dataCleanup"
        label="Data cleanup"
        description="Readings older than the retention period are archived, verified, then removed"
      />
      <NumberSetting name="general.dataRetentionDays" label="Keep readings for" min={730} max={3650} unit="days" />
    </SettingsCard>
  );
}

export function NotificationsPanel() {
  return (
    <SettingsCard title="Notification Settings">
      <ToggleSetting
        name="notifications.criticalEscalation"
        label="Critical alert escalation"
        description="Escalate unanswered critical alerts to supervisors"
      />
      <NumberSetting name="notifications.escalationMinutes" label="Escalate after" min={0} max={1440} unit="minutes" />
      <NumberSetting
        name="notifications.administratorEscalationMinutes"
        label="Then tell administrators after"
        description="Minutes the location's managers have before company administrators are told; empty: administrators are told with the managers"
        min={1}
        max={1440}
        unit="minutes"
      />
      <ToggleSetting name="notifications.temperatureAlerts" label="Temperature alerts" description="Notify when a reading is out of range" />
      {/* Nothing reads this switch yet: the reminder job (modules/reminders) runs for every company. */}
      <ToggleSetting
        name="notifications.dailyReminders"
        label="Daily reminders"
        description="Not switchable yet: reminders of checks due within the hour, calibrations and expiring training are always made"
      />
      <ToggleSetting name="notifications.overdueAlerts" label="Overdue alerts" description="Notify when a check is overdue" />
    </SettingsCard>
  );
}

export function SecurityPanel() {
  const [{ value: ipRestriction }] = useField<boolean>('security.ipRestriction');
  return (
    <SettingsCard title="Security Settings">
      <NumberSetting name="security.minPasswordLength" label="Minimum password length" min={8} max={128} unit="characters" />
      <NumberSetting name="security.passwordExpiryDays" label="Password expiry" description="0 means never" min={0} max={3650} unit="days" />
      <ToggleSetting name="security.requireSpecialCharacters" label="Require special characters" />
      <ToggleSetting name="security.requireNumbers" label="Require numbers" />
      <NumberSetting name="security.sessionTimeoutMinutes" label="Session timeout" min={5} max={1440} unit="minutes" />
      <NumberSetting
        name="security.maxConcurrentSessions"
        label="Max concurrent sessions"
        description="A new sign-in ends the person's oldest session"
        min={1}
        max={100}
      />
      <ToggleSetting name="security.twoFactor" label="Two-factor authentication" description="Required for administrators" />
      <ToggleSetting name="security.ipRestriction" label="IP restriction" description="Allow sign-in only from approved networks" />
      {ipRestriction ? (
        <ListSetting
          name="security.allowedNetworks"
          label="Allowed networks"
          description="One address or range per line, e.g. 203.0.113.0/24 or 2001:db8::/32. Your own address must be in the list."
        />
      ) : null}
    </SettingsCard>
  );
}
