import { create as contentDisposition } from 'content-disposition';
import { Router } from 'express';
import { InvalidInput } from '../../errors.js';
import { queryText } from '../../http/parse.js';
import { requireViewer } from '../../http/request-context.js';
import type { AppServices } from '../../services.js';
import { leagueCsv } from './site-league.csv.js';
import { siteLeague } from './site-league.service.js';
import { type LeaguePreset, LeaguePresetEnum } from './site-league.types.js';

/** GET /api/site-league/export?preset=last_7_days|last_30_days|custom[&from=YYYY-MM-DD&to=YYYY-MM-DD]: the league table as CSV, read as the screen's is. */
export const siteLeagueRoutes = ({ historyDb }: AppServices) =>
  Router().get('/site-league/export', async (req, res) => {
    const viewer = requireViewer(req);
    const preset = queryText(req, 'preset') ?? 'last_7_days';
    if (!(preset in LeaguePresetEnum)) throw new InvalidInput('preset must be last_7_days, last_30_days or custom');
    const period = { preset: preset as LeaguePreset, from: queryText(req, 'from'), to: queryText(req, 'to') };
    const rows = await historyDb.read(req.em, (records) => siteLeague(records, viewer, period));
    const name = `league-table-${rows[0]?.firstDay ?? 'none'}-to-${rows[0]?.lastDay ?? 'none'}.csv`;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition(name, { type: 'attachment' }));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-cache');
    res.send(leagueCsv(rows));
  });
