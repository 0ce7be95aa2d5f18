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
import { WindowLimiter, tooManyRequests } from '../../auth/limits';
import { accountOf, requireAccount, unauthorized } from '../../auth/plugin';
import { revokeSessions } from '../../auth/revoke';
import { badRequest } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { attachGuestOrders, listOrders } from '../orders';
import { hasNameAndPhone } from './schemas';
import { changeInfo, changePassword, checkCredentials, profile, register } from './service';
import { currentFamily, endSession, rotateSession, startSession } from './sessions';

const MINUTE = 60_000;
const TOO_MANY_LOGINS = 'Слишком много попыток входа. Попробуйте снова через 15 минут.';

/** Accounts: registration, login, refresh, logout, profile and password (spec sections 4, 5, 7). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  // Failed guesses are cheap to make and expensive to check (argon2): limit them per address and per e-mail.
  const loginsByEmail = new WindowLimiter(5, 15 * MINUTE);
  const loginsByIp = new WindowLimiter(20, 15 * MINUTE);
  const registrationsByIp = new WindowLimiter(20, 60 * MINUTE);
  const passwordChecksByUser = new WindowLimiter(5, 15 * MINUTE);
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
      if (!registrationsByIp.hit(request.ip)) {
        throw tooManyRequests('Слишком много регистраций с вашего адреса. Попробуйте позже.');
      }
      await register(db, request.body, (tx, userId) =>
        attachGuestOrders(tx, userId, request.body.email, request.body.guestOrders),
      );
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
      const withinIp = loginsByIp.hit(request.ip);
      if (!loginsByEmail.hit(emailKey) || !withinIp) throw tooManyRequests(TOO_MANY_LOGINS);
      const user = await checkCredentials(db, email, password);
      if (!user) throw unauthorized('Неверный e-mail или пароль');
      loginsByEmail.reset(emailKey);
      loginsByIp.forgive(request.ip);
      // Guest orders this browser placed since the last login join the account (see attachGuestOrders).
      await attachGuestOrders(db, user.id, emailKey, guestOrders);
      return startSession(db, request, reply, user, rememberMe);
    },
  );

  app.get(
    '/refresh',
    {
      schema: {
        tags: ['user'],
        summary: 'Новый токен доступа по cookie обновления (cookie заменяется)',
        response: { 200: accessTokenSchema, ...errorResponses(401) },
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
      schema: {
        tags: ['user'],
        summary: 'Выход: сессия отзывается, cookie удаляются',
        response: { 200: messageSchema },
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
      const updated = await changeInfo(db, id, request.body);
      return { message: 'Данные сохранены', ...updated, orders: await listOrders(db, id) };
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
      if (!passwordChecksByUser.hit(String(id))) throw tooManyRequests(TOO_MANY_LOGINS);
      const keep = await currentFamily(db, request, id);
      const version = await changePassword(db, id, request.body);
      passwordChecksByUser.reset(String(id));
      await revokeSessions(db, id, keep);
      const accessToken = await app.accessTokens.sign({ userId: id, version });
      return { message: 'Пароль изменён', accessToken };
    },
  );
};
