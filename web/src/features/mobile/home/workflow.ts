import type { ComponentType } from 'react';
import type { MobileWorkflowFeaturesQuery } from '../../../graphql/graphql';
import { ChecklistIcon, CleaningIcon, ReportIcon, ThermometerIcon } from '../../../ui/icons';

/** Where a workflow tile leads (SPEC 2.20). */
export type WorkflowAction =
  | { kind: 'checks' }
  | { kind: 'temperature' }
  /** Digital Forms; with a formType, that form opened for filling out (a due form). */
  | { kind: 'forms'; formType?: string }
  | { kind: 'reports' }
  /** Probe calibration (ice or boiling point) for the location's probes and units. */
  | { kind: 'calibration' }
  /** The Record Temperature dialog for equipment of these types (all equipment when empty); with a process, it also leads to that kind's timed logs. */
  | { kind: 'record'; types: string[]; process?: string };

/** The company's PWA Features switch for each tile (Settings & Presets). */
export type WorkflowFeature = Exclude<keyof MobileWorkflowFeaturesQuery['companySettings']['pwa'], '__typename'>;

export type WorkflowTile = { label: string; feature: WorkflowFeature; icon: ComponentType<{ size?: number }>; action: WorkflowAction };

/** In the order of the Settings PWA toggles (SPEC 9). */
export const workflowTiles: WorkflowTile[] = [
  { label: 'Opening Checks', feature: 'openingChecks', icon: ChecklistIcon, action: { kind: 'checks' } },
  { label: 'Fridge & Freezer', feature: 'fridgeFreezer', icon: ThermometerIcon, action: { kind: 'record', types: ['fridge', 'freezer'] } },
  { label: 'Goods In', feature: 'goodsIn', icon: ThermometerIcon, action: { kind: 'temperature' } },
  { label: 'Cooking', feature: 'cooking', icon: ThermometerIcon, action: { kind: 'record', types: ['cooking'], process: 'cooking' } },
  { label: 'Reheating', feature: 'reheating', icon: ThermometerIcon, action: { kind: 'record', types: ['reheating'], process: 'reheating' } },
  { label: 'Hot Hold', feature: 'hotHold', icon: ThermometerIcon, action: { kind: 'record', types: ['hot_hold'] } },
  { label: 'Cooling', feature: 'cooling', icon: ThermometerIcon, action: { kind: 'record', types: ['cooling'], process: 'cooling' } },
  { label: 'Probe Checks', feature: 'probeChecks', icon: ThermometerIcon, action: { kind: 'calibration' } },
  { label: 'Delivery Out', feature: 'deliveryOut', icon: ThermometerIcon, action: { kind: 'record', types: ['delivery'] } },
  { label: 'Cleaning', feature: 'cleaning', icon: CleaningIcon, action: { kind: 'forms' } },
  { label: 'Closing Checks', feature: 'closingChecks', icon: ChecklistIcon, action: { kind: 'checks' } },
  { label: 'Reports', feature: 'reports', icon: ReportIcon, action: { kind: 'reports' } },
];

/**
 * SPEC 6: a feature the company switched off is hidden on the phone (and stays on the desktop).
 * Until the settings answer (or without a network) every tile shows, so nobody is locked out.
 */
export function enabledTiles(features: Partial<Record<WorkflowFeature, boolean>> | undefined): WorkflowTile[] {
  return workflowTiles.filter((tile) => features?.[tile.feature] !== false);
}
