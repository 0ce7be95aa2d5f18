import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFound } from './NotFound';

it('tells the visitor in Russian that the page does not exist and offers the way back', () => {
  render(
    <MemoryRouter initialEntries={['/net-takoy-stranitsy']}>
      <NotFound />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'В каталог' })).toHaveAttribute('href', '/catalog');
});
