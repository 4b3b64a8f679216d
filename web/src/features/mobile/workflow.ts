import type { ComponentType } from 'react';
import { ChecklistIcon, CleaningIcon, ReportIcon, ThermometerIcon } from '../../ui/icons';

/** Where a workflow tile leads (SPEC 2.20). */
export type WorkflowAction =
  | { kind: 'checks' }
  | { kind: 'temperature' }
  | { kind: 'forms' }
  | { kind: 'reports' }
  /** The Record Temperature dialog for equipment of these types (all equipment when empty). */
  | { kind: 'record'; types: string[] };

export type WorkflowTile = { label: string; icon: ComponentType<{ size?: number }>; action: WorkflowAction };

/** In the order of the Settings PWA toggles (SPEC 9). */
export const workflowTiles: WorkflowTile[] = [
  { label: 'Opening Checks', icon: ChecklistIcon, action: { kind: 'checks' } },
  { label: 'Fridge & Freezer', icon: ThermometerIcon, action: { kind: 'record', types: ['fridge', 'freezer'] } },
  { label: 'Goods In', icon: ThermometerIcon, action: { kind: 'temperature' } },
  { label: 'Cooking', icon: ThermometerIcon, action: { kind: 'record', types: ['cooking'] } },
  { label: 'Reheating', icon: ThermometerIcon, action: { kind: 'record', types: ['reheating'] } },
  { label: 'Hot Hold', icon: ThermometerIcon, action: { kind: 'record', types: ['hot_hold'] } },
  { label: 'Cooling', icon: ThermometerIcon, action: { kind: 'record', types: ['cooling'] } },
  { label: 'Probe Checks', icon: ThermometerIcon, action: { kind: 'record', types: [] } },
  { label: 'Delivery Out', icon: ThermometerIcon, action: { kind: 'record', types: ['delivery'] } },
  { label: 'Cleaning', icon: CleaningIcon, action: { kind: 'forms' } },
  { label: 'Closing Checks', icon: ChecklistIcon, action: { kind: 'checks' } },
  { label: 'Reports', icon: ReportIcon, action: { kind: 'reports' } },
];
