import {
  deleteAccountSchema,
  linkTokenSchema,
  messageSchema,
  recoverySchema,
  resetPasswordSchema,
} from '@shop/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOf, requireAccount } from '../../auth/plugin';
import { HttpError } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { acceptInvitation } from './staff';
import {
  RECOVERY_SENT,
  changeEmail,
  confirmEmail,
  deleteAccount,
  requestRecovery,
  resetPassword,
  sendConfirmation,
} from './letters';
import { profile } from './service';
import { clearSessionCookies } from './sessions';

/** The account calls behind the letters' one-time links, password recovery and account deletion. */
export const letterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, limits, mailer } = app;

  app.post(
    '/confirmEmail',
    {
      schema: {
        tags: ['user'],
        summary: 'Подтверждение адреса e-mail по ссылке из письма',
        body: linkTokenSchema,
        response: { 200: messageSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await confirmEmail(db, request.body.token);
      return { message: 'Адрес подтверждён' };
    },
  );

  app.post(
    '/resendConfirmation',
    {
      onRequest: requireAccount,
      schema: {
        tags: ['user'],
        summary: 'Новое письмо со ссылкой подтверждения (прежние ссылки перестают действовать)',
        response: { 200: messageSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => {
      const { id } = accountOf(request);
      const { email, emailConfirmed } = await profile(db, id);
      if (emailConfirmed) throw new HttpError(409, 'Адрес уже подтверждён');
      await limits.take('lettersByEmail', email);
      await sendConfirmation(db, mailer, id, email);
      mailer.wake();
      return { message: `Мы отправили письмо со ссылкой на ${email}. Ссылка действует 24 часа.` };
    },
  );

  app.post(
    '/recovery',
    {
      schema: {
        tags: ['user'],
        summary: '«Забыли пароль?»: письмо со ссылкой; ответ одинаков для любого адреса',
        body: recoverySchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await limits.take('recoveryByIp', request.ip);
      await limits.take('lettersByEmail', request.body.email);
      await requestRecovery(db, mailer, request.body.email);
      mailer.wake();
      return { message: RECOVERY_SENT };
    },
  );

  app.post(
    '/resetPassword',
    {
      schema: {
        tags: ['user'],
        summary: 'Новый пароль по ссылке восстановления; все сессии завершаются',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      // Each try hashes a password (argon2): limited like the recovery requests.
      await limits.take('recoveryByIp', request.ip);
      await resetPassword(db, request.body.token, request.body.password);
      return { message: 'Пароль изменён. Войдите с новым паролем.' };
    },
  );

  app.post(
    '/acceptInvitation',
    {
      schema: {
        tags: ['user'],
        summary:
          'Приглашение менеджера: пароль по ссылке из письма; адрес подтверждён, роль выдана, прежние сессии завершены',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      await limits.take('recoveryByIp', request.ip);
      const accepted = await acceptInvitation(db, request.body.token, request.body.password);
      // The grant, with the account, who invited and when (ASVS: a change of privileges is logged).
      request.log.warn(
        accepted,
        'manager role granted by invitation; every earlier session of the account ended',
      );
      return { message: 'Приглашение принято. Войдите с новым паролем: заказы — в разделе «Заказы».' };
    },
  );

  app.post(
    '/changeEmail',
    {
      schema: {
        tags: ['user'],
        summary: 'Новый адрес e-mail вступает в силу по ссылке, отправленной на него',
        body: linkTokenSchema,
        response: { 200: messageSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      await changeEmail(db, mailer, request.body.token);
      mailer.wake();
      return { message: 'Адрес e-mail изменён' };
    },
  );

  app.post(
    '/deleteAccount',
    {
      onRequest: requireAccount,
      schema: {
        tags: ['user'],
        summary: 'Удаление аккаунта с паролем; заказы остаются без связи с ним',
        body: deleteAccountSchema,
        response: { 200: messageSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { id } = accountOf(request);
      await limits.take('passwordByUser', String(id));
      await deleteAccount(db, mailer, id, request.body.password);
      mailer.wake();
      clearSessionCookies(reply);
      return { message: 'Аккаунт удалён' };
    },
  );
};
