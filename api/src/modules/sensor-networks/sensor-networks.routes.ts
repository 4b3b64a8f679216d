import { type Request, type Response, Router } from 'express';
import { InvalidInput } from '../../errors.js';
import { isPlainObject, looseInt, queryText } from '../../http/parse.js';
import { requireViewer } from '../../http/request-context.js';
import type { AppServices } from '../../services.js';
import { recordDoorChange } from './door-events.service.js';
import { chirpStackUplink, ttnUplink, type Uplink } from './network-uplinks.js';
import { payloadFieldNames } from './payload-fields.js';
import { receiveUplink } from './uplinks.service.js';

/**
 * LoRaWAN network servers' webhooks (docs/integrations.md) and a gateway's door contact. Each is
 * sent with a gateway API key (Authorization: Bearer); a device no unit names is answered 202.
 */
export function sensorNetworkRoutes({ events }: AppServices): Router {
  const answer = async (req: Request, res: Response, uplink: Uplink | null) => {
    const viewer = requireViewer(req);
    if (uplink === null) return void res.status(204).end();
    const outcome = await receiveUplink(req.em, viewer, events, uplink, payloadFieldNames(req.query));
    res.status(outcome.status === 'unknown_device' ? 202 : outcome.status === 'stored' ? 201 : 200).json(outcome);
  };
  return Router()
    .post('/integrations/ttn', async (req, res) => {
      requireViewer(req);
      await answer(req, res, ttnUplink(req.body));
    })
    .post('/integrations/chirpstack', async (req, res) => {
      requireViewer(req);
      await answer(req, res, chirpStackUplink(queryText(req, 'event'), req.body));
    })
    .post('/door-events', async (req, res) => {
      const viewer = requireViewer(req);
      const change = parseDoorEvent(req.body);
      const changed = await recordDoorChange(req.em, viewer, change);
      res.status(changed ? 201 : 200).json({ equipmentId: change.equipmentId, doorOpen: change.isOpen, changed });
    });
}

/** `{ equipmentId, open: true|false, timestamp? }`: a door contact wired to a gateway. */
function parseDoorEvent(body: unknown): { equipmentId: number; isOpen: boolean; occurredAt: Date } {
  if (!isPlainObject(body)) throw new InvalidInput('Expected a JSON object');
  const equipmentId = looseInt(body.equipmentId);
  if (typeof equipmentId !== 'number' || !Number.isInteger(equipmentId) || equipmentId < 1) throw new InvalidInput('equipmentId must be a positive integer');
  if (typeof body.open !== 'boolean') throw new InvalidInput('open must be true or false');
  const occurredAt = body.timestamp === undefined ? new Date() : new Date(typeof body.timestamp === 'string' ? body.timestamp : Number.NaN);
  if (Number.isNaN(occurredAt.getTime())) throw new InvalidInput('timestamp must be an ISO date-time');
  if (occurredAt.getTime() > Date.now() + 5 * 60_000) throw new InvalidInput('timestamp cannot be in the future');
  return { equipmentId, isOpen: body.open, occurredAt };
}
