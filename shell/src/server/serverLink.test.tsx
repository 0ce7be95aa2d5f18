/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, MemoryRouter, Route, Routes, type To } from 'react-router';
// The routing every app shares (webpack's 'react-router-dom'), as the server's renderer provides it.
import { Link } from '../../../scripts/webpack/react-router-dom';

/** A link rendered on the server at `/catalog/seyfy/` inside a nested route, as a page's links are. */
const markup = (link: React.ReactNode) =>
  renderToString(
    <MemoryRouter initialEntries={['/catalog/seyfy/']}>
      <Routes>
        <Route path="/catalog/*" element={link} />
      </Routes>
    </MemoryRouter>,
  );

const TARGETS: To[] = [
  '/',
  '/help/',
  '/catalog/product?productCode=100123',
  '/catalog/seyfy/dlya-oruzhiya?page=2&sort=price_asc#list',
  '/search?q=%D1%81%D0%B5%D0%B9%D1%84',
  '/a?',
  '/a#',
  // Not plain: React Router resolves them, so they go through its own Link.
  'dlya-oruzhiya',
  '../contacts',
  '/catalog/../help/./payment',
  '//elsewhere.example/x',
  '/a//b',
  'https://elsewhere.example/',
  { pathname: '/catalog/product', search: '?productCode=1' },
];

describe('Link on the server', () => {
  it('is the server one where there is no window', () => {
    expect(Link).not.toBe(RouterLink);
  });

  it.each(TARGETS.map((to) => [JSON.stringify(to), to] as const))(
    'renders %s exactly as React Router does, so the browser hydrates the same anchor',
    (_name, to) => {
      const props = { className: 'nav', target: '_self', 'aria-current': 'page' as const, onClick: () => 1 };
      expect(
        markup(
          <Link to={to} {...props}>
            Сейфы
          </Link>,
        ),
      ).toBe(
        markup(
          <RouterLink to={to} {...props}>
            Сейфы
          </RouterLink>,
        ),
      );
    },
  );

  it('keeps what React Router does with its own props: no discovery mark when asked, a state is not markup', () => {
    for (const props of [{ discover: 'none' as const }, { state: { from: 'menu' }, replace: true }]) {
      expect(markup(<Link to="/help/" {...props} />)).toBe(markup(<RouterLink to="/help/" {...props} />));
    }
  });
});
