import { sql } from 'kysely';
import type { JobContext } from '../../job-context.js';
import { minutesText } from './alert-wording.js';
import { raiseAutomaticAlert } from './raise-alert.js';

/** A unit the missed-readings check watches, as far as the gateway rule needs it. */
interface GatewayUnit {
  id: number;
  company_id: number;
  location_id: number;
  name: string;
  silent_since: Date;
  silent: boolean;
  api_key_id: number | null;
}

/** A gateway whose every unit went silent, and since when: the latest last reading among them. */
export interface SilentGateway {
  apiKeyId: number;
  units: GatewayUnit[];
  since: Date;
}

/**
 * When every unit a gateway (API key) last reported for is silent, the gateway is the likely fault
 * (power, network, the gateway itself): one "gateway offline" action replaces a "no data" action
 * per unit. A key with one unit cannot tell the two apart, so it stays a unit's "no data".
 */
export function silentGateways(units: GatewayUnit[]): SilentGateway[] {
  const byKey = new Map<number, GatewayUnit[]>();
  for (const unit of units) if (unit.api_key_id !== null) byKey.set(unit.api_key_id, [...(byKey.get(unit.api_key_id) ?? []), unit]);
  return [...byKey]
    .filter(([, heard]) => heard.length > 1 && heard.every((unit) => unit.silent))
    .map(([apiKeyId, heard]) => ({ apiKeyId, units: heard, since: new Date(Math.max(...heard.map((unit) => unit.silent_since.getTime()))) }));
}

/** One action per silence of a gateway (the unique index on key and silence decides), at its first unit's location. */
export async function openGatewayOffline(context: JobContext, gateway: SilentGateway): Promise<void> {
  const [first] = gateway.units;
  const minutes = Math.floor((Date.now() - gateway.since.getTime()) / 60_000);
  const { rows } = await sql<{ name: string }>`select name from api_key where id = ${gateway.apiKeyId}`.execute(context.em.getKysely());
  const names = gateway.units
    .map((unit) => unit.name)
    .sort((a, b) => a.localeCompare(b))
    .join(', ');
  await raiseAutomaticAlert(context, {
    companyId: first.company_id,
    locationId: first.location_id,
    equipmentId: null,
    type: 'equipment_failure',
    description: `Gateway offline: none of the ${gateway.units.length} units of ${rows[0]?.name ?? 'a sensor gateway'} (${names}) has sent a reading for ${minutesText(minutes)}; check the gateway's power and network`,
    severity: 'high',
    apiKeyId: gateway.apiKeyId,
    gatewaySilentSince: gateway.since,
  });
}
