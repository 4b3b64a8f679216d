import type { EntityManager } from '@mikro-orm/postgresql';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { Conflict, InvalidInput, TwoFactorRequired, Unauthenticated } from '../../errors.js';
import type { Viewer } from '../../viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { confirmOwnPassword, type PasswordGuard } from './password-confirmation.js';
import { acceptCode, enable, newRecoveryCodes, removeTwoFactor, savePendingSecret, twoFactorOf, useRecoveryCode } from './two-factor.js';
import type { TwoFactorSecretBox } from './two-factor-secret-box.js';

const ISSUER = 'Food Safety Management';

export interface TwoFactorEnrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** A new secret for the person's authenticator app; two-factor is not on until a first code confirms it. */
export async function startTwoFactorEnrolment(em: EntityManager, box: TwoFactorSecretBox, viewer: Viewer): Promise<TwoFactorEnrolment> {
  if ((await twoFactorOf(em, viewer.userId))?.enabled) throw new Conflict('Two-factor authentication is already on');
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label: viewer.username, secret });
  await savePendingSecret(em, viewer.userId, box.seal(secret));
  return { secret, otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri) };
}

/** A first right code turns two-factor on; the ten recovery codes are shown this once. */
export async function confirmTwoFactorEnrolment(em: EntityManager, box: TwoFactorSecretBox, viewer: Viewer, code: string): Promise<string[]> {
  const pending = await twoFactorOf(em, viewer.userId);
  if (!pending || pending.enabled) throw new InvalidInput('Start setting up two-factor authentication first');
  if (!(await acceptCode(em, viewer.userId, box.open(pending.secret), code))) {
    throw new InvalidInput('That code is not right. Enter the current code from your authenticator app.');
  }
  const { codes, hashes } = await newRecoveryCodes();
  return em.transactional(async (tx) => {
    if (!(await enable(tx, viewer.userId, hashes))) throw new Conflict('Two-factor authentication is already on');
    recordAudit(tx, viewer, { companyId: viewer.companyId, entity: 'user', entityId: viewer.userId, action: 'enable_two_factor' });
    await tx.flush();
    return codes;
  });
}

/** Turning it off for oneself takes the password, a guess counted like a sign-in's (the throttle, with the request's address). */
export async function disableTwoFactor(em: EntityManager, viewer: Viewer, password: string, guard: PasswordGuard): Promise<boolean> {
  await confirmOwnPassword(em, viewer, password, guard);
  return em.transactional(async (tx) => {
    const removed = await removeTwoFactor(tx, viewer.userId);
    if (removed) recordAudit(tx, viewer, { companyId: viewer.companyId, entity: 'user', entityId: viewer.userId, action: 'disable_two_factor' });
    await tx.flush();
    return removed;
  });
}

export interface SecondFactor {
  code?: string | null;
  recoveryCode?: string | null;
}

/** At sign-in, after the right password: someone enrolled must also give a code (or a recovery code) once. */
export async function assertSecondFactor(em: EntityManager, box: TwoFactorSecretBox, userId: number, given: SecondFactor): Promise<void> {
  const twoFactor = await twoFactorOf(em, userId);
  if (!twoFactor?.enabled) return;
  if (given.recoveryCode) {
    if (await useRecoveryCode(em, userId, given.recoveryCode)) return;
    throw new Unauthenticated('Invalid recovery code');
  }
  if (!given.code) throw new TwoFactorRequired();
  if (!(await acceptCode(em, userId, box.open(twoFactor.secret), given.code))) throw new Unauthenticated('Invalid authentication code');
}
