import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('holds the place of loading content with the size the caller gives and tells screen readers it loads', () => {
    render(<Skeleton className="productPage" />);
    const status = screen.getByRole('status');
    expect(status).toHaveClass('productPage');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Загрузка…');
  });

  it('draws one block per card of the list it stands for, hidden from screen readers', () => {
    render(<Skeleton className="grid" count={3} itemClassName="card" label="Загрузка товаров" />);
    const status = screen.getByRole('status');
    expect(status).toHaveClass('grid');
    expect(status).toHaveTextContent('Загрузка товаров');
    const cards = status.querySelectorAll('.card');
    expect(cards).toHaveLength(3);
    cards.forEach((card) => expect(card).toHaveAttribute('aria-hidden', 'true'));
  });
});
