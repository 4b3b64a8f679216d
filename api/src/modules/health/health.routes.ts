import { Router } from 'express';
import { requestEm } from '../../http/request-context.js';
import { checkHealth } from './health.service.js';

export const healthRoutes = Router().get('/health', async (req, res) => {
  const health = await checkHealth(requestEm(req));
  res.status(health.database === 'up' ? 200 : 503).json(health);
});
