import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CARD_AUTH_RETRY_MINUTES,
  DELIVERY,
  PAYMENT_METHODS_COUNT,
  PRIVACY_POLICY,
  RETURNS,
  TENDER_SPEC_TIME,
  TEXTS,
  formatRub,
  groupDigits,
  useLayoutDialogRequests,
} from '@shop/shared';
import { render } from '@testing-library/react';
import App from '../App';
import { renderAt } from '../testing';

/** The page's text with its spacing made plain, to look figures up in. */
const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

// Every figure of spec section 9 comes from @shop/shared's constants: a page that wrote one by hand would
// fail here as soon as the constant changes.
describe('the figures of spec section 9, from the shared constants', () => {
  it('/help/delivery: the price table and the delivery terms', () => {
    renderAt(<App />, { path: '/help/delivery' });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `Москва в пределах МКАД${formatRub(DELIVERY.moscowInsideRingRub)}`,
      ...DELIVERY.beyondRing.map(({ upToKm, priceRub }) => `До ${upToKm} км от МКАД${formatRub(priceRub)}`),
      `Заказ от ${formatRub(DELIVERY.freeFromRub)}бесплатно`,
    ]);
    expect(formatRub(DELIVERY.moscowInsideRingRub)).toBe('1 300 руб.'); // the spec's own figure
    const text = pageText();
    expect(text).toContain(`${DELIVERY.days}, ${DELIVERY.hours}, до подъезда, без разгрузки`);
    expect(text).toContain(`через ${DELIVERY.transportCompanyDays} дня после оплаты`);
    expect(text).toContain(`бесплатно ${DELIVERY.terminalFreeStorageDays} дня`);
  });

  it('/help/pravila-vozvrata-tovara: refusal, return, replacement, examination and refund terms', () => {
    renderAt(<App />, { path: '/help/pravila-vozvrata-tovara/' });
    const figures = screen.getAllByRole('term').map((term) => term.textContent);
    expect(figures).toEqual([
      `${RETURNS.refusalDays} дней`,
      `${RETURNS.properQualityReturnDays} дней`,
      `${RETURNS.faultyReplacementDays} дней`,
      `до ${RETURNS.examinationUpToDays} дней`,
      `до ${RETURNS.refundWithinDays} дней`,
    ]);
  });

  it('/help/warranty: the official warranty and the locks’ limit of open/close cycles', () => {
    renderAt(<App />, { path: '/help/warranty' });
    const text = pageText();
    expect(text).toContain('На каждый товар — официальная гарантия.');
    expect(text).toContain(`более ${groupDigits(RETURNS.lockWarrantyCycles)} раз`);
    expect(text).toContain(`${RETURNS.faultyReplacementDays} дней`);
    expect(text).toContain(`до ${RETURNS.examinationUpToDays} дней`);
  });

  it('/help/payment: the four methods and that only cash is selectable now', () => {
    renderAt(<App />, { path: '/help/payment' });
    const methods = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(methods).toEqual([
      'Банковской картой онлайн',
      'По QR-коду через Систему быстрых платежей',
      'При получении',
      'Безналичный расчёт для юридических лиц',
    ]);
    const text = pageText();
    expect(text).toContain(TEXTS.order.cashOnly);
    expect(text).toContain(`через ${CARD_AUTH_RETRY_MINUTES} минут`);
    expect(text).toContain('счёт в PDF');
  });

  it('/wholesalers: the discount and the time a tender specification takes', () => {
    renderAt(<App />, { path: '/wholesalers' });
    const text = pageText();
    expect(text).toContain(`Скидка до ${DELIVERY.wholesaleDiscountUpToPercent}%`);
    expect(text).toContain(TENDER_SPEC_TIME);
    expect(text).toContain('обычно за один день');
    expect(screen.getByRole('heading', { level: 2, name: 'Тендеры и аукционы' })).toHaveAttribute(
      'id',
      'tenders',
    );
  });
});

it('the wholesalers’ «Заказать звонок» asks the layout to open its call-back form', async () => {
  const open = jest.fn();
  function Layout() {
    useLayoutDialogRequests('callbackForm', open);
    return null;
  }
  render(<Layout />);
  renderAt(<App />, { path: '/wholesalers/' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Заказать звонок' }));
  expect(open).toHaveBeenCalledTimes(1);
});

it('/company/rekvizity shows every requisite, the ones the owner has not given marked as such', () => {
  renderAt(<App />, { path: '/company/rekvizity' });
  for (const label of [
    'Полное наименование',
    'ИНН',
    'КПП',
    'ОГРН',
    'Юридический адрес',
    'БИК',
    'Расчётный счёт',
  ])
    expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'указывается владельцем магазина',
    );
  expect(pageText()).toContain('Поля с пометкой «указывается владельцем магазина» ещё не заполнены.');
});

it('/include/licenses_detail names its edition and date, the one the registration consent refers to', () => {
  renderAt(<App />, { path: '/include/licenses_detail' });
  expect(PRIVACY_POLICY.effectiveDate).toBe('2026-11-23');
  expect(pageText()).toContain(`Редакция ${PRIVACY_POLICY.version}, действует с 23 ноября 2026 г.`);
  expect(pageText()).not.toContain('2026 г..');
  for (const form of ['Оформление заказа', 'Регистрация и профиль', 'Заказать звонок'])
    expect(screen.getByRole('rowheader', { name: form })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Ваши права' })).toBeInTheDocument();
});

describe('the claims of spec section 1', () => {
  it('/company gives all three readings of the catalogue size', () => {
    renderAt(<App />, { path: '/company/' });
    const text = pageText();
    expect(text).toContain('В каталоге более 15 000 товаров');
    expect(text).toContain('На центральных складах — 15 000 товаров');
    expect(text).toContain('ассортимент достигает 35 000');
  });

  it('/help/payment says «7 способов оплаты» and names seven', () => {
    renderAt(<App />, { path: '/help/payment/' });
    const claim = screen.getByText(/^7 способов оплаты: /).textContent ?? '';
    const named = claim.replace(/^7 способов оплаты: |\.$/g, '').split(/, | и | или /);
    expect(named).toHaveLength(PAYMENT_METHODS_COUNT);
  });
});

it('no page of the remote closes a sentence with a second full stop after an abbreviation', () => {
  for (const path of ['/help/delivery', '/include/licenses_detail', '/help/payment/', '/company/']) {
    const { unmount } = renderAt(<App />, { path });
    expect(pageText()).not.toMatch(/(руб|г|шт|ул|д)\.\./);
    unmount();
  }
});
