import { Router } from 'express';
import { requireViewer } from '../../http/request-context.js';
import { sessionControl } from '../../http/session.js';
import type { AppServices } from '../../services.js';
import { validateInput } from '../../validation.js';
import { describeMe, login, myLocations, recordLogout, register, startSession } from './auth.service.js';
import { LoginInput, RegisterInput } from './auth.types.js';

export function authRoutes(services: AppServices): Router {
  return Router()
    .get('/user', async (req, res) => {
      res.json(await describeMe(req.em, requireViewer(req)));
    })
    .get('/user/locations', async (req, res) => {
      res.json(await myLocations(req.em, requireViewer(req)));
    })
    .post('/register', async (req, res) => {
      const user = await register(req.em, services.signUps, await validateInput(RegisterInput, req.body), req.ip ?? 'unknown');
      res.status(201).json(await startSession(req.em, sessionControl(req), user));
    })
    .post('/login', async (req, res) => {
      const user = await login(req.em, services, await validateInput(LoginInput, req.body), req.ip ?? 'unknown');
      res.json(await startSession(req.em, sessionControl(req), user));
    })
    .post('/logout', async (req, res) => {
      if (req.viewer) await recordLogout(req.em, req.viewer);
      await sessionControl(req).signOut();
      res.json({ message: 'Logged out' });
    });
}
