import {
  accessTokenSchema,
  changeInfoAnswerSchema,
  changeInfoSchema,
  changePasswordAnswerSchema,
  changePasswordSchema,
  loginSchema,
  messageSchema,
  profileSchema,
  registrationSchema,
  tokensSchema,
} from '@shop/shared/contract';
import { TEXTS } from '@shop/shared/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseCrossSite } from '../../auth/cross-site';
import { accountOf, requireAccount, unauthorized } from '../../auth/plugin';
import { revokeSessions } from './revoke';
import { badRequest } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { attachConfirmedGuestOrders, attachGuestOrders, guestClaims, listOrders } from '../orders';
import { countLoginAttempt } from './lockout';
import { hasNameAndPhone } from './schemas';
import { changeInfo, changePassword, checkCredentials, profile, register } from './service';
import { currentFamily, endSession, rotateSession, startSession } from './sessions';
import { letterRoutes } from './letter-routes';
import { confirmationWrites, requestEmailChange } from './letters';

/** Accounts: registration, login, refresh, logout, profile and password (spec sections 4, 5, 7). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits } = app;
  const errors = errorResponses(400, 401, 409, 429);

  app.post(
    '/registration',
    {
      preValidation: async (request) => {
        if (!hasNameAndPhone(request.body)) throw badRequest(TEXTS.auth.fillAllFields);
      },
      schema: {
        tags: ['user'],
        summary: 'Регистрация',
        body: registrationSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await limits.take('discoveryByIp', request.ip);
      await limits.take('lettersByEmail', request.body.email);
      // The account, its confirmation letter and its guest-order claims are one statement: a failing claim
      // leaves no account behind.
      const { statements } = await register(db, request.body, (account, email) => {
        const claims = guestClaims(db, account, email, request.body.guestOrders);
        return {
          ...confirmationWrites(db, app.mailer, account, email),
          ...(claims && { guest_claims: claims }),
        };
      });
      app.metrics.registrationStatements(statements);
      app.mailer.wake();
      return reply.code(201).send({ message: 'Регистрация прошла успешно. Теперь войдите в аккаунт.' });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['user'],
        summary: 'Вход: токен доступа и HttpOnly-cookie обновления',
        body: loginSchema,
        response: { 200: tokensSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe = false, guestOrders } = request.body;
      const emailKey = email.trim().toLowerCase();
      const attempt = await countLoginAttempt(app, request.ip, emailKey);
      const user = await checkCredentials(db, email, password);
      if (!user) throw unauthorized('Неверный e-mail или пароль');
      await attempt.succeeded();
      // Guest orders this browser placed since the last login join the account (see attachGuestOrders),
      // and with a confirmed address every guest order placed with it.
      await attachGuestOrders(db, user.id, emailKey, guestOrders);
      if (user.emailConfirmedAt) await attachConfirmedGuestOrders(db, user.id, user.email);
      return startSession(db, request, reply, user, rememberMe);
    },
  );

  app.get(
    '/refresh',
    {
      onRequest: refuseCrossSite,
      schema: {
        tags: ['user'],
        summary: 'Новый токен доступа по cookie обновления (cookie заменяется)',
        response: { 200: accessTokenSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { accessToken } = await rotateSession(db, request, reply);
      return { accessToken };
    },
  );

  app.get(
    '/logout',
    {
      onRequest: refuseCrossSite,
      schema: {
        tags: ['user'],
        summary: 'Выход: сессия отзывается, cookie удаляются (не с другого сайта)',
        response: { 200: messageSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await endSession(db, request, reply);
      return { message: 'Вы вышли из аккаунта' };
    },
  );

  app.get(
    '/info',
    {
      onRequest: requireAccount,
      schema: {
        tags: ['user'],
        summary: 'Профиль',
        response: { 200: profileSchema, ...errorResponses(401) },
      },
    },
    async (request) => profile(db, accountOf(request).id),
  );

  app.put(
    '/changeInfo',
    {
      onRequest: requireAccount,
      schema: {
        tags: ['user'],
        summary: 'Изменение профиля (пустые поля не меняются)',
        body: changeInfoSchema,
        response: { 200: changeInfoAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = accountOf(request);
      const { email } = await profile(db, id);
      const newEmail = request.body.email && request.body.email !== email ? request.body.email : null;
      if (newEmail) {
        // A new e-mail answers whether it is taken: limited like registration, and it gets a letter.
        await limits.take('discoveryByIp', request.ip);
        await limits.take('lettersByEmail', newEmail);
        await requestEmailChange(db, app.mailer, id, newEmail);
        app.mailer.wake();
      }
      const updated = await changeInfo(db, id, request.body);
      const message = newEmail
        ? 'Данные сохранены. Новый адрес e-mail заменит прежний, когда вы откроете ссылку из письма, отправленного на него.'
        : 'Данные сохранены';
      return { message, ...updated, orders: await listOrders(db, id) };
    },
  );

  app.put(
    '/changePassword',
    {
      onRequest: requireAccount,
      schema: {
        tags: ['user'],
        summary: 'Смена пароля; остальные сессии завершаются',
        body: changePasswordSchema,
        response: { 200: changePasswordAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = accountOf(request);
      await limits.take('passwordByUser', String(id));
      const keep = await currentFamily(db, request, id);
      const version = await changePassword(db, id, request.body);
      await limits.clear('passwordByUser', String(id));
      await revokeSessions(db, id, keep);
      const accessToken = await app.accessTokens.sign({ userId: id, version });
      return { message: 'Пароль изменён', accessToken };
    },
  );

  await app.register(letterRoutes);
};
