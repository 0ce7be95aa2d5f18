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

  it('every anchor has an address: the «...» links to the page it jumps to; «<» on the first page has no rel', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <Paginator
        page={1}
        totalPages={20}
        hrefFor={(n) => `?page=${n}`}
        onChange={() => undefined}
        label="Страницы"
      />,
    );
    const anchors = [...host.querySelectorAll('a')];
    expect(anchors.filter((a) => a.hasAttribute('rel') && !a.hasAttribute('href'))).toEqual([]);
    expect(within(host).getByRole('link', { name: 'Вперёд на несколько страниц' })).toHaveAttribute(
      'href',
      '?page=4',
    );
    expect(within(host).getByRole('button', { name: 'Следующая страница' })).toHaveAttribute('rel', 'next');
  });

  it('a press on the «...» moves as react-paginate does, not by loading its address', async () => {
    const onChange = jest.fn();
    render(
      <Paginator
        page={10}
        totalPages={20}
        hrefFor={(n) => `?page=${n}`}
        onChange={onChange}
        label="Страницы"
      />,
    );
    const back = screen.getByRole('link', { name: 'Назад на несколько страниц' });
    expect(back).toHaveAttribute('href', '?page=7');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    back.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onChange).toHaveBeenCalledWith(7);
  });
});
