import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RETURNS,
  TENDER_SPEC_TIME,
  TEXTS,
  formatRub,
  groupDigits,
  useLayoutDialogRequests,
} from '@shop/shared';
import { InfoApp, renderAt, siteContent } from '../testing';

/** The page's text with its spacing made plain, to look figures up in. */
const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

/** The owner's delivery terms, none of them today's: a page that kept a figure of its own would fail. */
const DELIVERY = {
  moscowInsideRingRub: 990,
  freeFromRub: 35000,
  beyondRing: [
    { upToKm: 20, priceRub: 1500 },
    { upToKm: 50, priceRub: 2500 },
  ],
  days: 'Вт–Вс',
  hours: '10:00–21:00',
  transportCompanyDays: '2–4',
  terminalFreeStorageDays: 5,
  wholesaleDiscountUpToPercent: 12,
};
const site = siteContent({ delivery: DELIVERY });

describe('/help/delivery, from the owner’s delivery settings', () => {
  it('shows his price table', () => {
    renderAt(<InfoApp />, { path: '/help/delivery', site });
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Москва в пределах МКАД990 руб.',
      'До 20 км от МКАД1 500 руб.',
      'До 50 км от МКАД2 500 руб.',
      `Заказ от ${formatRub(35000)}бесплатно`,
    ]);
  });

  it('shows his days, hours and the terms of the transport companies', () => {
    renderAt(<InfoApp />, { path: '/help/delivery/', site });
    const text = pageText();
    expect(text).toContain('Вт–Вс, 10:00–21:00, до подъезда, без разгрузки');
    expect(text).toContain('через 2–4 дня после оплаты');
    expect(text).toContain('бесплатно 5 дней');
    expect(screen.getByRole('group', { name: 'Темы' }).querySelectorAll('button')).toHaveLength(
      TEXTS.info.deliveryTopics.length,
    );
  });
});

describe('the terms of spec section 9, from the shared constants, around the owner’s text', () => {
  it('/help/pravila-vozvrata-tovara: refusal, return, replacement, examination and refund terms, then how to return', () => {
    renderAt(<InfoApp pages={{ returns: '<h2>Как вернуть товар</h2><p>Позвоните нам.</p>' }} />, {
      path: '/help/pravila-vozvrata-tovara/',
    });
    const figures = screen.getAllByRole('term').map((term) => term.textContent);
    expect(figures).toEqual([
      `${RETURNS.refusalDays} дней`,
      `${RETURNS.properQualityReturnDays} дней`,
      `${RETURNS.faultyReplacementDays} дней`,
      `до ${RETURNS.examinationUpToDays} дней`,
      `до ${RETURNS.refundWithinDays} дней`,
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Как вернуть товар' })).toBeInTheDocument();
    expect(pageText()).toContain('Позвоните нам.');
  });

  it('/help/warranty: the official warranty, the locks’ limit of open/close cycles and the owner’s text', () => {
    renderAt(<InfoApp pages={{ warranty: '<p>Гарантийный отдел: <strong>Пн–Пт</strong></p>' }} />, {
      path: '/help/warranty',
    });
    const text = pageText();
    expect(text).toContain('На каждый товар — официальная гарантия.');
    expect(text).toContain(`более ${groupDigits(RETURNS.lockWarrantyCycles)} раз`);
    expect(text).toContain(`${RETURNS.faultyReplacementDays} дней`);
    expect(text).toContain(`до ${RETURNS.examinationUpToDays} дней`);
    expect(screen.getByText('Пн–Пт', { selector: 'strong' })).toBeInTheDocument();
  });

  it('/help/payment: that only cash is selectable now, then the owner’s methods', () => {
    const methods =
      '<h2>Способы оплаты</h2><h3>Наличными</h3><p>Курьеру.</p><h3>По счёту</h3><p>Для юрлиц.</p>';
    renderAt(<InfoApp pages={{ payment: methods }} />, { path: '/help/payment' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Оплата при оформлении на сайте' }),
    ).toBeInTheDocument();
    expect(pageText()).toContain(TEXTS.order.cashOnly);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Наличными',
      'По счёту',
    ]);
  });

  it('/wholesalers: the owner’s text, his discount and the time a tender specification takes', () => {
    renderAt(<InfoApp pages={{ wholesalers: '<p>Работаем с оптовиками.</p>' }} />, {
      path: '/wholesalers',
      site,
    });
    const text = pageText();
    expect(text).toContain('Работаем с оптовиками.');
    expect(text).toContain('Скидка до 12% — её размер согласует менеджер.');
    expect(text).toContain(TENDER_SPEC_TIME);
    expect(screen.getByRole('heading', { level: 2, name: 'Тендеры и аукционы' })).toHaveAttribute(
      'id',
      'tenders',
    );
  });
});

it('/help: the wholesalers’ card names the owner’s discount', () => {
  renderAt(<InfoApp />, { path: '/help/', site });
  const cards = screen.getByRole('list', { name: 'Полезные разделы' });
  expect(within(cards).getByText(/^Скидка до 12%, отсрочка платежа/)).toBeInTheDocument();
});

it('the wholesalers’ «Заказать звонок» asks the layout to open its call-back form', async () => {
  const open = jest.fn();
  function Layout() {
    useLayoutDialogRequests('callbackForm', open);
    return null;
  }
  render(<Layout />);
  renderAt(<InfoApp />, { path: '/wholesalers/' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Заказать звонок' }));
  expect(open).toHaveBeenCalledTimes(1);
});

it('the pages that say «позвоните или напишите» give the owner’s phone and e-mail', () => {
  const shop = { ...siteContent().shop, phone: '+7 949 555 01 02', email: 'sales@example.ru' };
  renderAt(<InfoApp />, { path: '/company/vacancy/', site: siteContent({ shop }) });
  expect(screen.getByRole('link', { name: '+7 949 555 01 02' })).toHaveAttribute('href', 'tel:+79495550102');
  expect(screen.getByRole('link', { name: 'sales@example.ru' })).toHaveAttribute(
    'href',
    'mailto:sales@example.ru',
  );
});

it('no page of the remote closes a sentence with a second full stop after an abbreviation', () => {
  for (const path of ['/help/delivery', '/include/licenses_detail', '/help/payment/', '/company/']) {
    const { unmount } = renderAt(<InfoApp />, { path });
    expect(pageText()).not.toMatch(/(руб|г|шт|ул|д)\.\./);
    unmount();
  }
});
