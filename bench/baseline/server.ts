/**
 * The baseline the bench measures the API against, in the same kind of process (node, express 5,
 * pg, ws): no sessions, no ORM, no GraphQL, one hand-written SQL statement per request.
 * DATABASE_URL, PORT and BENCH_USER_ID come from the environment.
 */
import { createServer } from 'node:http';
import express from 'express';
import pg from 'pg';
import { type WebSocket, WebSocketServer } from 'ws';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const userId = Number(process.env.BENCH_USER_ID ?? 1);
const app = express();
app.use(express.json({ limit: '1mb' }));

const INSERT_ONE = `insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at, client_id)
  values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, equipment_id, temperature, recorded_at, received_at`;

const INSERT_MANY = `insert into temperature_reading (company_id, equipment_id, user_id, temperature, is_manual, recorded_at, received_at, client_id)
  select * from unnest($1::int[], $2::int[], $3::int[], $4::numeric[], $5::boolean[], $6::timestamptz[], $7::timestamptz[], $8::uuid[])
  returning id`;

interface Body {
  companyId: number;
  equipmentId: number;
  temperature: number;
  isManual?: boolean;
  clientId?: string;
}

app.get('/api/health', (_req, res) => {
  res.json({ status: 'ok' });
});

app.post('/readings', async (req, res) => {
  const b = req.body as Body;
  const now = new Date();
  const { rows } = await pool.query(INSERT_ONE, [b.companyId, b.equipmentId, userId, b.temperature, b.isManual ?? false, now, now, b.clientId ?? null]);
  const row = rows[0];
  res.status(201).json({ ...row, id: Number(row.id) });
  broadcast(row);
});

app.post('/readings/batch', async (req, res) => {
  const list = (req.body as { readings: Body[] }).readings;
  const now = new Date();
  const col = <K extends keyof Body>(k: K) => list.map((r) => r[k] ?? null);
  const { rows } = await pool.query(INSERT_MANY, [
    col('companyId'),
    col('equipmentId'),
    list.map(() => userId),
    col('temperature'),
    list.map((r) => r.isManual ?? false),
    list.map(() => now),
    list.map(() => now),
    col('clientId'),
  ]);
  res.status(201).json(rows.map((r) => ({ id: Number(r.id) })));
});

const DASHBOARD = `
select json_build_object(
  'locationId', l.id, 'locationName', l.name,
  'equipment', (select coalesce(json_agg(json_build_object(
       'id', e.id, 'name', e.name, 'type', e.type, 'isActive', e.is_active, 'min', e.target_min_temp, 'max', e.target_max_temp,
       'lastTemperature', e.last_temperature, 'lastRecordedAt', e.last_recorded_at,
       'recentReadings', (select coalesce(json_agg(json_build_object('id', r.id, 'temperature', r.temperature, 'recordedAt', r.recorded_at) order by r.recorded_at desc), '[]')
                          from (select id, temperature, recorded_at from temperature_reading t where t.equipment_id = e.id order by t.recorded_at desc limit 5) r)
     ) order by e.name, e.id), '[]') from equipment e where e.location_id = l.id),
  'pendingActions', (select count(*) from corrective_action a where a.location_id = l.id and a.status <> 'resolved'),
  'totalChecks', (select count(*) from compliance_check c where c.location_id = l.id and c.created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'),
  'overdueChecks', (select count(*) from compliance_check c where c.location_id = l.id and c.status = 'overdue'),
  'todaysChecks', (select coalesce(json_agg(x), '[]') from (select c.id, c.status, c.created_at, t.name from compliance_check c
                    left join compliance_check_template t on t.id = c.template_id where c.location_id = l.id order by c.created_at desc, c.id desc limit 3) x),
  'openActions', (select coalesce(json_agg(x), '[]') from (select a.id, a.description, a.severity, a.status, a.created_at from corrective_action a
                   where a.location_id = l.id and a.status <> 'resolved' order by a.created_at desc, a.id desc) x)
) as dashboard
from location l where l.id = $1`;

interface DashboardEquipment {
  min: string | null;
  max: string | null;
  lastTemperature: string | null;
  status?: string;
}

app.get('/dashboard', async (req, res) => {
  const { rows } = await pool.query(DASHBOARD, [Number(req.query.locationId)]);
  if (!rows.length) return void res.status(404).json({ error: 'Location not found' });
  const dashboard = rows[0].dashboard as { equipment: DashboardEquipment[]; activeMonitoring?: number; complianceRate?: number };
  for (const unit of dashboard.equipment) {
    const t = unit.lastTemperature === null ? null : Number(unit.lastTemperature);
    unit.status = t === null ? 'UNKNOWN' : t < Number(unit.min ?? 0) || t > Number(unit.max ?? 100) ? 'ALERT' : 'NORMAL';
  }
  const normal = dashboard.equipment.filter((u) => u.status === 'NORMAL').length;
  dashboard.activeMonitoring = dashboard.equipment.length;
  dashboard.complianceRate = dashboard.equipment.length ? Math.round((normal / dashboard.equipment.length) * 1000) / 10 : 0;
  res.json(dashboard);
});

// Live fan-out baseline: plain WebSockets on /live?locationId=N, each reading broadcast to its location's sockets.
const server = createServer(app);
const sockets = new Map<number, Set<WebSocket>>();
const equipment = new Map<number, { id: number; location_id: number; name: string; min: number; max: number }>();
const wss = new WebSocketServer({ server, path: '/live' });
wss.on('connection', (ws, req) => {
  const locationId = Number(new URL(req.url ?? '/', 'http://localhost').searchParams.get('locationId'));
  if (!sockets.has(locationId)) sockets.set(locationId, new Set());
  sockets.get(locationId)!.add(ws);
  ws.on('close', () => sockets.get(locationId)?.delete(ws));
  ws.send(JSON.stringify({ type: 'connection_ack' }));
});

function broadcast(row: { id: string; equipment_id: number; temperature: string; recorded_at: Date; received_at: Date }): void {
  const unit = equipment.get(row.equipment_id);
  const targets = unit && sockets.get(unit.location_id);
  if (!unit || !targets?.size) return;
  const temperature = Number(row.temperature);
  const status = temperature < unit.min || temperature > unit.max ? 'ALERT' : 'NORMAL';
  const message = JSON.stringify({
    id: '1',
    type: 'next',
    payload: {
      data: {
        readingRecorded: {
          locationId: unit.location_id,
          reading: { id: Number(row.id), equipmentId: unit.id, temperature, recordedAt: row.recorded_at, receivedAt: row.received_at, status },
          equipment: { id: unit.id, name: unit.name, status, currentTemperature: temperature, lastReading: { temperature, recordedAt: row.recorded_at } },
        },
      },
    },
  });
  for (const ws of targets) ws.send(message);
}

const { rows: units } = await pool.query(
  'select id, location_id, name, coalesce(target_min_temp, 0)::float8 as min, coalesce(target_max_temp, 100)::float8 as max from equipment',
);
for (const unit of units) equipment.set(unit.id, unit);

const port = Number(process.env.PORT ?? 0);
server.listen(port, '127.0.0.1', () => console.log(`baseline on http://127.0.0.1:${port}`));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    wss.close();
    server.close(() => void pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  });
}
