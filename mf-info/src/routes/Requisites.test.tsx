import { screen, within } from '@testing-library/react';
import { PRIVACY_POLICY, type Requisites } from '@shop/shared';
import { InfoApp, renderAt, siteContent } from '../testing';

/** ПАО Сбербанк's published requisites (a settlement account whose key checks against the БИК). */
const COMPANY: Requisites = {
  fullName: 'Публичное акционерное общество «Сбербанк России»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1027700132195',
  legalAddress: '117312, г. Москва, ул. Вавилова, д. 19',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  settlementAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
  director: 'Иванов Иван Иванович',
  accountant: '',
};

/** A sole trader: a 12-digit ИНН, a 15-digit ОГРНИП, no КПП. */
const SOLE_TRADER: Requisites = {
  ...COMPANY,
  fullName: 'Индивидуальный предприниматель Петров Пётр Петрович',
  inn: '500100732259',
  kpp: '',
  ogrn: '304500116000157',
  settlementAccount: '40802810438000054321',
};

const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');
/** The value a labelled row of the page shows. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/company/rekvizity', () => {
  it('says the requisites are being prepared while the owner has not given them, and shows no field', () => {
    renderAt(<InfoApp />, { path: '/company/rekvizity', site: siteContent({ requisites: null }) });
    expect(pageText()).toContain('Реквизиты готовятся. Для договора или счёта их пришлёт менеджер.');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(pageText()).not.toContain('указывается владельцем магазина');
  });

  it('shows the company’s requisites as the owner gave them', () => {
    renderAt(<InfoApp />, { path: '/company/rekvizity/', site: siteContent({ requisites: COMPANY }) });
    expect(valueOf('Полное наименование')).toBe(COMPANY.fullName);
    expect(valueOf('ИНН')).toBe('7707083893');
    expect(valueOf('КПП')).toBe('773601001');
    expect(valueOf('ОГРН')).toBe('1027700132195');
    expect(valueOf('Юридический адрес')).toBe(COMPANY.legalAddress);
    expect(valueOf('Банк')).toBe('ПАО Сбербанк');
    expect(valueOf('БИК')).toBe('044525225');
    expect(valueOf('Расчётный счёт')).toBe('40702810938000012345');
    expect(valueOf('Корреспондентский счёт')).toBe('30101810400000000225');
    expect(pageText()).not.toContain('Реквизиты готовятся');
  });

  it('names a sole trader’s number ОГРНИП and leaves out the КПП he does not have', () => {
    renderAt(<InfoApp />, { path: '/company/rekvizity', site: siteContent({ requisites: SOLE_TRADER }) });
    expect(valueOf('ОГРНИП')).toBe('304500116000157');
    expect(screen.queryByText('КПП', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('ОГРН', { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('/include/licenses_detail', () => {
  it('names its edition and date, the one the registration consent refers to', () => {
    renderAt(<InfoApp />, { path: '/include/licenses_detail' });
    expect(PRIVACY_POLICY.effectiveDate).toBe('2026-11-23');
    expect(pageText()).toContain(`Редакция ${PRIVACY_POLICY.version}, действует с 23 ноября 2026 г.`);
    expect(pageText()).not.toContain('2026 г..');
    for (const form of ['Оформление заказа', 'Регистрация и профиль', 'Заказать звонок'])
      expect(screen.getByRole('rowheader', { name: form })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ваши права' })).toBeInTheDocument();
  });

  it('names the seller’s legal entity as the operator, with the shop’s e-mail', () => {
    const shop = { ...siteContent().shop, email: 'privacy@example.ru' };
    renderAt(<InfoApp />, {
      path: '/include/licenses_detail',
      site: siteContent({ shop, requisites: COMPANY }),
    });
    expect(valueOf('Наименование')).toBe(COMPANY.fullName);
    expect(valueOf('ИНН')).toBe('7707083893');
    expect(valueOf('ОГРН')).toBe('1027700132195');
    expect(valueOf('Адрес')).toBe(COMPANY.legalAddress);
    expect(valueOf('Эл. почта')).toBe('privacy@example.ru');
  });

  it('names the shop and its e-mail while the requisites are unset, with no placeholder', () => {
    const shop = { ...siteContent().shop, name: 'СейфМаркет', email: 'privacy@example.ru' };
    renderAt(<InfoApp />, {
      path: '/include/licenses_detail',
      site: siteContent({ shop, requisites: null }),
    });
    const operator = screen.getByRole('heading', { level: 2, name: 'Оператор' })
      .nextElementSibling as HTMLElement;
    expect(
      within(operator)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Наименование', 'Эл. почта']);
    expect(valueOf('Наименование')).toBe('СейфМаркет');
    expect(pageText()).toContain('интернет-магазин СейфМаркет обрабатывает');
    expect(pageText()).not.toContain('указывается владельцем магазина');
  });
});
