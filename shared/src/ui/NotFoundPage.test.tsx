import { screen } from '@testing-library/react';
import { renderAt } from '../testing/render';
import { NotFoundPage } from './NotFoundPage';

it('tells the visitor in Russian that the page does not exist and offers the way back', () => {
  renderAt(<NotFoundPage />, { path: '/net-takoy-stranitsy' });
  expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog');
  expect(document.title).toBe('Страница не найдена — МеталлСейф');
});
