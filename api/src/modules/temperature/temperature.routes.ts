import { Router } from 'express';
import { InvalidInput } from '../../errors.js';
import { isPlainObject, looseInt, optionalIdQuery, queryText } from '../../http/parse.js';
import { idParam, requireViewer } from '../../http/request-context.js';
import type { AppServices } from '../../services.js';
import { validateInput } from '../../validation.js';
import { listEquipment } from './equipment.service.js';
import { recordReadings } from './readings.service.js';
import { recentReadingsLoader } from './recent-readings.loader.js';
import { restEquipment, restReading } from './temperature.rest-views.js';
import { RecordReadingInput } from './temperature.types.js';

/** SPEC section 7 temperature routes. Temperatures go out as decimal strings, as documented. */
export function temperatureRoutes({ events }: AppServices): Router {
  return Router()
    .get('/locations/:id/equipment', async (req, res) => {
      const equipment = await listEquipment(req.em, requireViewer(req), { locationId: idParam(req, 'id', 'Location') });
      const recent = await recentReadingsLoader(req.em).loadMany(equipment.map((e) => ({ equipmentId: e.id, limit: 10 })));
      res.json(equipment.map((unit, i) => restEquipment(unit, recent[i] instanceof Error ? [] : (recent[i] as never))));
    })
    .get('/equipment', async (req, res) => {
      const viewer = requireViewer(req);
      const category = queryText(req, 'category');
      const equipment = await listEquipment(req.em, viewer, { locationId: optionalIdQuery(req, 'locationId'), types: category ? [category] : undefined });
      res.json(equipment.map((unit) => restEquipment(unit)));
    })
    .post('/temperature-readings', async (req, res) => {
      const viewer = requireViewer(req);
      const input = await validateInput(RecordReadingInput, parseReadingBody(req.body));
      const [reading] = await recordReadings(req.em, viewer, events, [input]);
      res.status(201).json(restReading(reading));
    });
}

/**
 * The documented body: temperature as number or numeric string, optional isManual, optional ISO timestamp, optional unit (C or F),
 * and a gateway's optional batteryPercent and signalStrength (numbers). isManual is still checked (true or false) but decides
 * nothing: the credentials do (reading-source.ts).
 */
function parseReadingBody(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) throw new InvalidInput('Expected a JSON object');
  const { equipmentId, temperature, isManual, timestamp, clientId, unit, batteryPercent, signalStrength } = body;
  if (temperature === undefined || temperature === null || temperature === '') throw new InvalidInput('Temperature is required');
  const numeric = typeof temperature === 'string' ? /^\s*-?\d+(\.\d+)?\s*$/.test(temperature) : typeof temperature === 'number';
  if (!numeric) throw new InvalidInput('Temperature must be a number');
  return {
    equipmentId: looseInt(equipmentId),
    temperature: Number(temperature),
    isManual,
    recordedAt: timestamp === undefined || timestamp === null ? undefined : parseTimestamp(timestamp),
    clientId,
    unit,
    batteryPercent,
    signalStrength,
  };
}

function parseTimestamp(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) throw new InvalidInput('timestamp must be an ISO date-time');
  return date;
}
