import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';

/** One person's device as the push service knows it: where to POST and the keys to encrypt for. */
export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Saves a device for a person; an endpoint already saved (the same browser, perhaps now someone else's) is taken over. */
export async function savePushDevice(em: EntityManager, companyId: number, userId: number, device: PushDevice & { label: string | null }): Promise<void> {
  await sql`
    insert into push_subscription (company_id, user_id, endpoint, p256dh, auth, label)
    values (${companyId}, ${userId}, ${device.endpoint}, ${device.p256dh}, ${device.auth}, ${device.label})
    on conflict (endpoint) do update set company_id = excluded.company_id, user_id = excluded.user_id, p256dh = excluded.p256dh,
      auth = excluded.auth, label = excluded.label, created_at = now(), last_success_at = null`.execute(em.getKysely());
}

/** Removes one of the person's own devices; another's endpoint is left alone. */
export async function removePushDevice(em: EntityManager, companyId: number, userId: number, endpoint: string): Promise<boolean> {
  const { rows } = await sql`
    delete from push_subscription where endpoint = ${endpoint} and user_id = ${userId} and company_id = ${companyId} returning id`.execute(em.getKysely());
  return rows.length > 0;
}

export async function pushDevicesOf(em: EntityManager, companyId: number, userId: number): Promise<PushDevice[]> {
  const { rows } =
    await sql<PushDevice>`select endpoint, p256dh, auth from push_subscription where company_id = ${companyId} and user_id = ${userId} order by id`.execute(
      em.getKysely(),
    );
  return rows;
}

/** How many devices each of these people has in the company: who gets a push row. */
export async function pushDeviceCounts(em: EntityManager, companyId: number, userIds: number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const { rows } = await sql<{ user_id: number; devices: number }>`
    select user_id, count(*)::int as devices from push_subscription
    where company_id = ${companyId} and user_id = any(${userIds}::int[]) group by user_id`.execute(em.getKysely());
  return new Map(rows.map((row) => [row.user_id, row.devices]));
}

/** The push service said the device is gone (404/410): its subscription is of no more use. */
export async function forgetPushDevice(em: EntityManager, endpoint: string): Promise<void> {
  await sql`delete from push_subscription where endpoint = ${endpoint}`.execute(em.getKysely());
}

export async function pushDeviceReached(em: EntityManager, endpoint: string): Promise<void> {
  await sql`update push_subscription set last_success_at = now() where endpoint = ${endpoint}`.execute(em.getKysely());
}
