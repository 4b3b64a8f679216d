import { type ComponentType, lazy } from 'react';

/**
 * A view of the phone app that the home screen does not show: its code is fetched when first opened
 * (the service worker has it, offline too), so the first screen evaluates only what it shows. Not
 * fetched ahead when idle either: evaluating it would compete with the first reading's tap.
 */
function view<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

export const MobileComplianceChecks = view(() => import('./checks/MobileComplianceChecks'), 'MobileComplianceChecks');
export const MobileDigitalForms = view(() => import('./forms/MobileDigitalForms'), 'MobileDigitalForms');
export const MobileFoodProcesses = view(() => import('./processes/MobileFoodProcesses'), 'MobileFoodProcesses');
export const MobileTemperatureMonitoring = view(() => import('./temperature/MobileTemperatureMonitoring'), 'MobileTemperatureMonitoring');
export const WeekSummary = view(() => import('../../components/reports/WeekSummary'), 'WeekSummary');
export const RecordCalibration = view(() => import('../../components/calibration/RecordCalibration'), 'RecordCalibration');
