import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byPath, mockFetch, renderLayout, resetShop, siteContent } from '../testing';

beforeEach(resetShop);

const demo = siteContent();
/** Another owner's shop: his name, phone and notes, no messenger. */
const owners = siteContent({
  shop: {
    ...demo.shop,
    name: 'Сейф-Дом',
    slogan: 'Сейфы в Твери',
    phone: '+7 900 111 22 33',
    email: 'zakaz@seyf-dom.ru',
    messengerName: '',
    messengerUrl: '',
    workHours: 'с 10:00 до 18:00 по будням',
    footerNotes: 'Доставка по Твери бесплатно.\n\nСамовывоз со склада на Лесной.',
  },
});

describe('the frame shows the owner’s shop from the page’s content', () => {
  it('gives the logo his name and slogan and the sidebar his phone and e-mail, without a messenger he has not given', () => {
    renderLayout('/', owners);
    const sidebar = screen.getByRole('complementary');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /Сейф-Дом/ })).toHaveTextContent(
      'Сейфы в Твери',
    );
    expect(within(sidebar).getByRole('link', { name: 'Позвонить: +7 900 111 22 33' })).toHaveAttribute(
      'href',
      'tel:+79001112233',
    );
    expect(
      within(sidebar).getByRole('link', { name: 'Написать на почту: zakaz@seyf-dom.ru' }),
    ).toHaveAttribute('href', 'mailto:zakaz@seyf-dom.ru');
    expect(within(sidebar).queryByRole('link', { name: /мессенджер/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/МеталлСейф/)).not.toBeInTheDocument();
  });

  it('puts his contacts, hours and footer notes, a paragraph a line, in the footer', () => {
    renderLayout('/', owners);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+7 900 111 22 33' })).toHaveAttribute(
      'href',
      'tel:+79001112233',
    );
    expect(footer).toHaveTextContent('Работаем с 10:00 до 18:00 по будням');
    expect(within(footer).getByText('Доставка по Твери бесплатно.').tagName).toBe('P');
    expect(within(footer).getByText('Самовывоз со склада на Лесной.').tagName).toBe('P');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Сейф-Дом.`);
    expect(footer).not.toHaveTextContent('публичной офертой');
  });
});

describe('after a client-side navigation', () => {
  it('asks the content again, so the frame shows the phone the owner has just changed', async () => {
    const user = userEvent.setup();
    const changed = siteContent({ shop: { ...demo.shop, phone: '+7 900 000 00 01' } });
    const calls = mockFetch(byPath({ '/api/site/': () => ({ body: changed }) }));
    renderLayout('/');
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('link', { name: `Позвонить: ${demo.shop.phone}` })).toBeInTheDocument();
    // The page came with its content: nothing asked until the visitor moves on.
    expect(calls).toHaveLength(0);

    await user.click(within(sidebar).getByRole('link', { name: 'Покупателям' }));

    expect(await within(sidebar).findByRole('link', { name: 'Позвонить: +7 900 000 00 01' })).toHaveAttribute(
      'href',
      'tel:+79000000001',
    );
    expect(within(screen.getByRole('contentinfo')).getByText('+7 900 000 00 01')).toBeInTheDocument();
    expect(calls.map((call) => new URL(call.url, 'http://localhost').pathname)).toEqual(['/api/site/']);
  });
});
