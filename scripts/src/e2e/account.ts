import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../chromium';
import { startShop } from '../shop-process';
import type { E2eTest } from './harness';

const header = (page: Page) => page.getByRole('banner');
let accounts = 0;
const uniqueEmail = () => `buyer${Date.now()}.${(accounts += 1)}@example.ru`;

/** Logs in through the header's dialog and waits for the header to show `name`. */
async function logIn(page: Page, email: string, password: string, name: string): Promise<void> {
  await header(page).getByRole('button', { name: 'Вход' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await dialog.waitFor({ state: 'detached' });
  await header(page).getByRole('link', { name }).waitFor();
}

/** A buyer registered through the API, as another device would have done. */
export async function registerByApi(context: BrowserContext, email: string, password: string, name: string) {
  const answer = await context.request.post('/api/user/registration', {
    data: { name, email, phoneNumber: '+7 949 555 44 33', password, consent: true, policyVersion: '1.0' },
  });
  assert.equal(answer.status(), 201, await answer.text());
}

/**
 * A letter's parts as a reader sees them: quoted-printable undone, and base64 parts decoded (nodemailer picks
 * base64 for a text that is mostly Cyrillic).
 */
function readable(raw: string): string {
  const base64 = [
    ...raw.matchAll(/^Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gm),
  ];
  const decoded = base64.map((part) =>
    Buffer.from((part[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='), ...decoded].join('\n');
}

/**
 * The path and fragment of the newest one-time link to `pagePath` in a letter to `email`, as the shop wrote
 * it into the outbox (`.eml` files, the body quoted-printable); waits for the letter.
 */
export async function linkInOutbox(outboxDir: string, email: string, pagePath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(${pagePath}#token=[\\w-]+)`);
  for (let tries = 0; tries < 100; tries++) {
    const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')) : [];
    const links = files
      .sort()
      .map((file) => fs.readFileSync(path.join(outboxDir, file), 'utf8'))
      .filter((raw) => new RegExp(`^To: ${email}$`, 'm').test(raw))
      .map((raw) => pattern.exec(readable(raw))?.[1])
      .filter((link): link is string => Boolean(link));
    const newest = links.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no letter to ${email} with a link to ${pagePath} in ${outboxDir}`);
}

export const ACCOUNT_TESTS: E2eTest[] = [
  {
    name: 'Кабинет: ссылка подтверждения → «Адрес подтверждён»; «Забыли пароль?» → письмо → новый пароль → вход новым, не старым; ссылка второй раз не работает',
    async run({ newContext, outboxDir }) {
      const email = uniqueEmail();
      const context = await newContext();
      await registerByApi(context, email, 'старый надёжный пароль', 'Вера');
      const page = await context.newPage();

      await page.goto(await linkInOutbox(outboxDir, email, '/personal/confirm'));
      await page.getByRole('heading', { level: 1, name: 'Адрес подтверждён' }).waitFor();
      assert.equal(new URL(page.url()).hash, '', 'the token leaves the address bar');

      await header(page).getByRole('button', { name: 'Вход' }).click();
      await page
        .getByRole('dialog', { name: 'Вход' })
        .getByRole('button', { name: 'Забыли пароль?' })
        .click();
      const recovery = page.getByRole('dialog', { name: 'Восстановление пароля' });
      await recovery.getByLabel('Email').fill(email);
      await recovery.getByRole('button', { name: 'Отправить ссылку' }).click();
      await recovery.getByText('Если такой адрес зарегистрирован, мы отправили').waitFor();
      await recovery.getByRole('button', { name: 'Закрыть' }).click();

      const link = await linkInOutbox(outboxDir, email, '/personal/password');
      await page.goto(link);
      await page.getByRole('heading', { level: 1, name: 'Новый пароль' }).waitFor();
      await page.getByLabel('Новый пароль', { exact: true }).fill('новый надёжный пароль');
      await page.getByLabel('Повторите новый пароль').fill('новый надёжный пароль');
      await page.getByRole('button', { name: 'Сохранить пароль' }).click();
      await page.getByText('Пароль изменён. Войдите с новым паролем.').waitFor();

      await page.getByRole('button', { name: 'Войти', exact: true }).click();
      const login = page.getByRole('dialog', { name: 'Вход' });
      await login.getByLabel('Email').fill(email);
      await login.getByLabel('Пароль', { exact: true }).fill('старый надёжный пароль');
      await login.getByRole('button', { name: 'Войти' }).click();
      await login.getByText('Неверный e-mail или пароль').waitFor();
      await login.getByLabel('Пароль', { exact: true }).fill('новый надёжный пароль');
      await login.getByRole('button', { name: 'Войти' }).click();
      await header(page).getByRole('link', { name: 'Вера' }).waitFor();

      // The same link a second time sets nothing.
      const other = await (await newContext()).newPage();
      await other.goto(link);
      await other.getByLabel('Новый пароль', { exact: true }).fill('третий надёжный пароль');
      await other.getByLabel('Повторите новый пароль').fill('третий надёжный пароль');
      await other.getByRole('button', { name: 'Сохранить пароль' }).click();
      await other.getByRole('alert').getByText('Ссылка недействительна').waitFor();
    },
  },
  {
    name: 'Кабинет: удаление аккаунта из профиля с паролем → сообщение, выход; войти больше нельзя',
    async run({ newContext }) {
      const email = uniqueEmail();
      const context = await newContext();
      await registerByApi(context, email, 'надёжный пароль покупателя', 'Гордей');
      const page = await context.newPage();
      await page.goto('/');
      await logIn(page, email, 'надёжный пароль покупателя', 'Гордей');
      await page.goto('/personal');
      const section = page.getByRole('region', { name: 'Удаление аккаунта' });
      await section.getByRole('button', { name: 'Удалить аккаунт' }).click();
      await section.getByLabel('Текущий пароль').fill('надёжный пароль покупателя');
      await section.getByRole('button', { name: 'Удалить навсегда' }).click();
      await page.getByRole('status').getByText('Аккаунт удалён').waitFor();
      await header(page).getByRole('button', { name: 'Вход' }).waitFor();

      await header(page).getByRole('button', { name: 'Вход' }).click();
      const login = page.getByRole('dialog', { name: 'Вход' });
      await login.getByLabel('Email').fill(email);
      await login.getByLabel('Пароль', { exact: true }).fill('надёжный пароль покупателя');
      await login.getByRole('button', { name: 'Войти' }).click();
      await login.getByText('Неверный e-mail или пароль').waitFor();
    },
  },
  {
    name: 'Кабинет: регистрация → вход → профиль в шапке → смена пароля → выход во всех вкладках → вход с новым паролем',
    async run({ newContext }) {
      const email = uniqueEmail();
      const context = await newContext();
      const page = await context.newPage();
      await page.goto('/');

      // Registration in the dialog: the consent is required, then the dialog returns to login mode.
      await header(page).getByRole('button', { name: 'Вход' }).click();
      await page
        .getByRole('dialog', { name: 'Вход' })
        .getByRole('button', { name: 'Зарегистрироваться' })
        .click();
      const register = page.getByRole('dialog', { name: 'Регистрация' });
      await register.getByLabel('Имя').fill('Анна');
      await register.getByLabel('Email').fill(email);
      await register.getByLabel('Телефон').pressSequentially('9491234567');
      assert.equal(await register.getByLabel('Телефон').inputValue(), '+7 949 123 45 67');
      await register.getByLabel('Пароль', { exact: true }).fill('первый надёжный пароль');
      await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await register.getByText('Чтобы зарегистрироваться, дайте согласие').waitFor();
      await register.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
      await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
      const login = page.getByRole('dialog', { name: 'Вход' });
      await login.getByText('Регистрация прошла успешно').waitFor();
      assert.equal(await login.getByLabel('Email').inputValue(), email);
      await login.getByLabel('Пароль', { exact: true }).fill('первый надёжный пароль');
      await login.getByRole('button', { name: 'Войти' }).click();
      await header(page).getByRole('link', { name: 'Анна' }).waitFor();

      // Another device logged in with the old password: the password change must end its session.
      const device = await newContext();
      const deviceLogin = await device.request.post('/api/user/login', {
        data: { email, password: 'первый надёжный пароль' },
      });
      const { accessToken } = (await deviceLogin.json()) as { accessToken: string };
      await device.addCookies([{ name: 'accessToken', value: accessToken, url: page.url() }]);

      // The profile: a change shows in the header at once, without a reload.
      await header(page).getByRole('link', { name: 'Анна' }).click();
      await page.getByRole('heading', { level: 1, name: 'Личный кабинет' }).waitFor();
      await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
      const name = page.getByLabel('Имя', { exact: true });
      assert.equal(await name.getAttribute('placeholder'), 'Анна');
      await name.fill('Мария');
      await page.getByRole('button', { name: 'Сохранить' }).click();
      await header(page).getByRole('link', { name: 'Мария' }).waitFor();
      assert.equal(await page.getByLabel('Имя', { exact: true }).getAttribute('placeholder'), 'Мария');

      // The password change: a mismatch is told in Russian, then the change keeps this session.
      await page.getByLabel('Текущий пароль').fill('первый надёжный пароль');
      // Playwright reads a label's whole text, the aria-hidden «*» of a required field too (a screen reader
      // hears «Новый пароль»); component tests check that name.
      await page.getByLabel(/^Новый пароль/).fill('второй надёжный пароль');
      await page.getByLabel('Повторите новый пароль').fill('другой пароль');
      await page.getByRole('button', { name: 'Сменить пароль' }).click();
      await page.getByText('Новые пароли не совпадают').waitFor();
      await page.getByLabel('Повторите новый пароль').fill('второй надёжный пароль');
      await page.getByRole('button', { name: 'Сменить пароль' }).click();
      await page.getByText('Пароль изменён').waitFor();
      assert.equal(await page.evaluate(() => 'e2eSamePage' in window), true);

      // The other device's session ended: it is told so and sees «Вход».
      const devicePage = await device.newPage();
      await devicePage.goto('/personal');
      await devicePage.getByText('Сессия истекла, войдите снова.').waitFor();
      await header(devicePage).getByRole('button', { name: 'Вход' }).waitFor();

      // Two tabs of this browser: logging out in one logs out the other, without a reload or focus.
      const second = await context.newPage();
      await second.goto('/orders');
      await header(second).getByRole('link', { name: 'Мария' }).waitFor();
      await second.evaluate(() => Object.assign(window, { e2eSamePage: true }));
      await header(page).getByRole('button', { name: 'Выйти' }).click();
      await header(page).getByRole('button', { name: 'Вход' }).waitFor();
      await header(second).getByRole('button', { name: 'Вход' }).waitFor();
      assert.equal(await second.evaluate(() => 'e2eSamePage' in window), true);

      // The old password no longer works; the new one does.
      await header(second).getByRole('button', { name: 'Вход' }).click();
      const again = second.getByRole('dialog', { name: 'Вход' });
      await again.getByLabel('Email').fill(email);
      await again.getByLabel('Пароль', { exact: true }).fill('первый надёжный пароль');
      await again.getByRole('button', { name: 'Войти' }).click();
      await again.getByText('Неверный e-mail или пароль').waitFor();
      await again.getByRole('button', { name: 'Закрыть' }).click();
      await logIn(second, email, 'второй надёжный пароль', 'Мария');
      // The orders page opened while logged out shows the account's orders once logged in.
      await second.getByText('Заказы отсутствуют').waitFor();
    },
  },
  {
    name: 'Кабинет: просроченный токен доступа обновляется незаметно для покупателя (ACCESS_TOKEN_TTL_SECONDS=2)',
    async run() {
      // A shop of its own, with access tokens that expire after two seconds.
      const shop = await startShop({ ADMIN_HOSTS: '', SEED_ITEMS: '300', ACCESS_TOKEN_TTL_SECONDS: '2' });
      const browser = await launchChromium();
      try {
        const context = await browser.newContext({ baseURL: `http://127.0.0.1:${shop.port}` });
        context.setDefaultTimeout(15_000);
        const email = uniqueEmail();
        await registerByApi(context, email, 'надёжный пароль покупателя', 'Ольга');
        const page = await context.newPage();
        const refreshes: number[] = [];
        page.on('response', (response) => {
          if (response.url().includes('/api/user/refresh')) refreshes.push(response.status());
        });
        await page.goto('/personal');
        // Opened while logged out: a short explanation and the dialog.
        await page.getByText('Личный кабинет доступен после входа').waitFor();
        const dialog = page.getByRole('dialog', { name: 'Вход' });
        await dialog.getByLabel('Email').fill(email);
        await dialog.getByLabel('Пароль', { exact: true }).fill('надёжный пароль покупателя');
        await dialog.getByRole('checkbox', { name: 'Запомнить меня' }).check();
        await dialog.getByRole('button', { name: 'Войти' }).click();
        await header(page).getByRole('link', { name: 'Ольга' }).waitFor();
        await page.getByRole('heading', { name: 'Данные аккаунта' }).waitFor();
        const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === 'refreshToken');
        assert.ok(
          refreshCookie && refreshCookie.expires > Date.now() / 1000 + 29 * 86_400,
          'a 30-day cookie',
        );

        await page.waitForTimeout(2500);
        await page.getByLabel('Фамилия').fill('Петрова');
        await page.getByRole('button', { name: 'Сохранить' }).click();
        await page.getByText('Данные сохранены').waitFor();
        await page.waitForTimeout(2500);
        await page
          .getByRole('navigation', { name: 'Разделы личного кабинета' })
          .getByRole('link', { name: 'Заказы' })
          .click();
        await page.getByText('Заказы отсутствуют').waitFor();

        assert.equal(await page.getByText('Сессия истекла').count(), 0);
        await header(page).getByRole('link', { name: 'Ольга' }).waitFor();
        // At least one refresh per expired token, each a success. Not exactly two: a token lives whole
        // seconds (1–2 s of real time), so a slow page may outlive the second one too.
        assert.ok(refreshes.length >= 2, `refreshes: ${refreshes.join(', ')}`);
        assert.deepEqual(
          refreshes.filter((status) => status !== 200),
          [],
        );
      } finally {
        await browser.close();
        await shop.stop();
      }
    },
  },
];
