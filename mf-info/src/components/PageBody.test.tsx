import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithPages, renderAt } from '../testing';
import { PageBody } from './PageBody';

const BODY = [
  '<h2>Как мы работаем</h2>',
  '<p>Доставляем <strong>своим автопарком</strong>.</p>',
  '<ul><li>Отсрочка платежа</li><li>Безналичный расчёт</li></ul>',
  '<p><a href="/help/delivery/">Условия доставки</a> и <a href="https://example.ru/price.pdf">прайс</a></p>',
].join('');

function renderBody(html: string) {
  return renderAt(
    <WithPages pages={{ company: html }}>
      <article>
        <PageBody slug="company" />
      </article>
    </WithPages>,
    { path: '/company/' },
  );
}

it('renders the owner’s text with its headings, bold, lists and links as markup', () => {
  renderBody(BODY);
  expect(screen.getByRole('heading', { level: 2, name: 'Как мы работаем' })).toBeInTheDocument();
  expect(screen.getByText('своим автопарком', { selector: 'strong' })).toBeInTheDocument();
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['Отсрочка платежа', 'Безналичный расчёт']);
  expect(screen.getByRole('link', { name: 'прайс' })).toHaveAttribute('href', 'https://example.ru/price.pdf');
  expect(document.body).not.toHaveTextContent('<strong>');
});

it('follows a link to a page of the site through the router, without loading the site again', async () => {
  renderBody(BODY);
  await userEvent.setup().click(screen.getByRole('link', { name: 'Условия доставки' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/help/delivery/');
});

it('leaves a link elsewhere, and a click asking for a new tab, to the browser', () => {
  renderBody(BODY);
  const outside = screen.getByRole('link', { name: 'прайс' });
  outside.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot leave the page
  fireEvent.click(outside);
  expect(screen.getByTestId('location')).toHaveTextContent('/company/');
  const inside = screen.getByRole('link', { name: 'Условия доставки' });
  inside.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(inside, { ctrlKey: true });
  expect(screen.getByTestId('location')).toHaveTextContent('/company/');
});

it('shows nothing for a page the owner left empty', () => {
  const { container } = renderBody('');
  expect(container.querySelector('article')).toBeEmptyDOMElement();
});
