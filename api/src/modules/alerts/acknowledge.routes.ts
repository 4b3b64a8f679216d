import { type Response, Router } from 'express';
import type { AppServices } from '../../services.js';
import { type AcknowledgeLinkState, acknowledgeByLink, acknowledgeLinkState } from './acknowledge-link.service.js';
import { acknowledgePage, PAGE_STATUS } from './acknowledge-page.js';

/**
 * An alert e-mail's Acknowledge link: GET shows what it would do, its button POSTs to acknowledge.
 * No session: the signed token is the authority, and names the person it was sent to.
 */
export function acknowledgeRoutes(services: AppServices): Router {
  const answer = (res: Response, link: AcknowledgeLinkState) =>
    res
      .status(PAGE_STATUS[link.state])
      .set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' })
      .send(acknowledgePage(link, (id) => services.alertLinks.actionUrl(id)));
  return Router()
    .get('/acknowledge/:token', async (req, res) => answer(res, await acknowledgeLinkState(req.em, services, req.params.token)))
    .post('/acknowledge/:token', async (req, res) => answer(res, await acknowledgeByLink(req.em, services, req.params.token)));
}
