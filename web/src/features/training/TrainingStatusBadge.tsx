import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { AlertIcon, CalendarIcon, CheckCircleIcon, ClockIcon } from '../../ui/icons';

const LOOKS: Record<string, { tone: BadgeTone; icon: ReactNode; label: string }> = {
  scheduled: { tone: 'info', icon: <CalendarIcon size={12} />, label: 'Scheduled' },
  in_progress: { tone: 'warning', icon: <ClockIcon size={12} />, label: 'In progress' },
  completed: { tone: 'success', icon: <CheckCircleIcon size={12} />, label: 'Completed' },
  expired: { tone: 'danger', icon: <AlertIcon size={12} />, label: 'Expired' },
};

/** The record's status with an icon, so it does not rely on colour alone. */
export function TrainingStatusBadge({ status }: { status: string }) {
  const look = LOOKS[status] ?? { tone: 'neutral', icon: null, label: status };
  return (
    <Badge $tone={look.tone}>
      {look.icon}
      {look.label}
    </Badge>
  );
}
