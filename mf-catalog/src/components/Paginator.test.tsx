import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Paginator } from './Paginator';

const paginator = (
  <Paginator
    page={2}
    totalPages={9}
    hrefFor={(n) => `/catalog/x/y?page=${n}`}
    onChange={() => undefined}
    label="Страницы"
  />
);

/** One navigation named by the page, holding a list of page links: before and after the page's code runs. */
function expectOneNamedNavigationWithAList(container: HTMLElement) {
  const navigations = within(container).getAllByRole('navigation');
  expect(navigations).toHaveLength(1);
  expect(navigations[0]).toHaveAccessibleName('Страницы');
  const list = within(navigations[0]!).getByRole('list');
  expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(5);
}

describe('paginator', () => {
  it("the server's markup: one navigation named by the page, its pages a list (not react-paginate's «Pagination»)", () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(paginator);
    expectOneNamedNavigationWithAList(host);
  });

  it('the same in the browser', () => {
    const { container } = render(paginator);
    expectOneNamedNavigationWithAList(container);
    expect(screen.getByRole('link', { name: /2/ })).toHaveAttribute('href', '/catalog/x/y?page=2');
  });
});
