/**
 * Texts only the account remote shows (the spec's own strings come from TEXTS of @shop/shared).
 * They live here, not in the shared package, so this remote can be deployed alone against an older shell.
 */
export const ACCOUNT_TEXTS = {
  auth: {
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
    consentBefore: 'Я даю согласие на обработку персональных данных в соответствии с ',
    consentLink: 'политикой конфиденциальности',
    consentRequired: 'Чтобы зарегистрироваться, дайте согласие на обработку персональных данных',
    networkError: 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    sending: 'Отправляем…',
  },
  access: {
    personal: 'Личный кабинет доступен после входа. Войдите или зарегистрируйтесь.',
    login: 'Войти',
  },
  profile: {
    accountNav: 'Разделы личного кабинета',
    repeatPassword: 'Повторите новый пароль',
    changePassword: 'Сменить пароль',
    mismatch: 'Новые пароли не совпадают',
    passwordChanged: 'Пароль изменён. Вход на других устройствах завершён.',
  },
  orders: {
    retrySend: 'Повторить отправку',
    sending: 'Отправляем…',
    number: (id: number) => `Заказ № ${id}`,
    from: 'от',
    status: 'Статус',
    items: 'Товары заказа',
    guestInvite:
      'Эти заказы сохранены только на этом устройстве. Войдите или зарегистрируйтесь, чтобы следить за заказами на любом устройстве.',
    loadFailed: 'Не удалось загрузить ваши заказы. Проверьте соединение и попробуйте ещё раз.',
    skipped: 'Не вошли в заказ, потому что закончились на складе:',
    skippedItem: (itemCode: string) => `товар с кодом ${itemCode}`,
    courier: 'Доставка',
    count: (count: number) => `${count} шт.`,
    total: 'Итого',
    timeline: 'Ход заказа',
    cancel: 'Отменить заказ',
    cancelLabel: (id: number) => `Отменить заказ № ${id}`,
    cancelTitle: (id: number) => `Отменить заказ № ${id}?`,
    cancelText: 'Заказ будет отменён. Отменить его можно, пока менеджер его не подтвердил.',
    cancelReason: 'Причина (необязательно)',
    cancelYes: 'Да, отменить',
    cancelNo: 'Не отменять',
    cancelled: 'Заказ отменён',
    cancelFailed: 'Не удалось отменить заказ',
    invoice: 'Счёт на оплату',
    invoiceLabel: (id: number) => `Счёт на оплату по заказу № ${id} (PDF)`,
    invoiceFailed: 'Не удалось получить счёт. Попробуйте ещё раз.',
  },
} as const;
