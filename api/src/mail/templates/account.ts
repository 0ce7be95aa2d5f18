import { type Rendered, html, page, textFooter } from './html';

/**
 * The account's letters. None carries text a caller chose (no name, no comment): they go to addresses
 * nobody has confirmed yet, so a stranger cannot use them to write to someone else.
 */
function letter(
  subject: string,
  paragraphs: readonly string[],
  link?: { href: string; label: string },
): Rendered {
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), textFooter()].join('\n\n');
  const body = html`${paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}
  ${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : html``}`;
  return { subject, text: `${text}\n`, html: page(subject, body) };
}

const IGNORE = 'Если это были не вы, просто не обращайте внимания на это письмо.';

export const loginAlertLetter = (): Rendered =>
  letter('Кто-то пытался войти в ваш аккаунт', [
    'За последний час в ваш аккаунт в интернет-магазине много раз пытались войти с неверным паролем, с разных адресов. Вход на время замедлен.',
    'Если это были не вы, смените пароль в личном кабинете или воспользуйтесь ссылкой «Забыли пароль?» в окне входа.',
  ]);

export const confirmEmailLetter = (href: string): Rendered =>
  letter(
    'Подтвердите адрес e-mail',
    [
      'Этот адрес указан при регистрации в интернет-магазине. Чтобы подтвердить, что он ваш, откройте ссылку в течение 24 часов.',
      IGNORE,
    ],
    { href, label: 'Подтвердить адрес' },
  );

export const recoverPasswordLetter = (href: string): Rendered =>
  letter(
    'Восстановление пароля',
    [
      'Для вашего аккаунта запросили смену пароля. Ссылка действует 1 час и только один раз; новая ссылка отменяет прежние.',
      `${IGNORE} Пароль останется прежним.`,
    ],
    { href, label: 'Задать новый пароль' },
  );

export const changeEmailLetter = (href: string): Rendered =>
  letter(
    'Подтвердите новый адрес e-mail',
    [
      'Этот адрес указали как новый адрес аккаунта в интернет-магазине. Он заменит прежний, когда вы откроете ссылку (она действует 24 часа).',
      IGNORE,
    ],
    { href, label: 'Подтвердить новый адрес' },
  );

export const emailChangedLetter = (): Rendered =>
  letter('Адрес e-mail аккаунта изменён', [
    'Адрес e-mail вашего аккаунта в интернет-магазине заменён новым: письма и вход теперь по новому адресу.',
    'Если это были не вы, свяжитесь с нами по телефону или e-mail ниже.',
  ]);

export const accountDeletedLetter = (): Rendered =>
  letter('Аккаунт удалён', [
    'Ваш аккаунт в интернет-магазине удалён вместе с профилем и согласием на обработку персональных данных. Этот адрес можно снова использовать для регистрации.',
    'Оформленные заказы хранятся как документы учёта без связи с аккаунтом, в течение срока, который требует закон.',
  ]);

/** The desk's «Назначить менеджером»: the role comes when the address's owner sets a password by the link. */
export const managerInvitationLetter = (href: string): Rendered =>
  letter(
    'Приглашение: работа с заказами интернет-магазина',
    [
      'Администратор интернет-магазина назначил этот адрес менеджером: менеджер принимает и ведёт заказы покупателей.',
      'Чтобы принять приглашение, откройте ссылку и задайте пароль. Ссылка действует 48 часов и только один раз; новое приглашение отменяет прежнее. Если с этим адресом уже есть аккаунт, новый пароль заменит прежний, а вход на всех устройствах завершится.',
      'Если вы не ждали этого письма, просто не обращайте на него внимания: без ссылки роль никому не достанется.',
    ],
    { href, label: 'Принять приглашение' },
  );
