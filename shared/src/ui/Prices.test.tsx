import { act, fireEvent, render, screen } from '@testing-library/react';
import { Prices } from './Prices';
import { ProductImage } from './ProductImage';

describe('Prices', () => {
  it('shows the new price, the old one struck through and named for screen readers, and the badge', () => {
    render(<Prices newPrice="12 990 руб." oldPrice="14 990 руб." discount={2000} discountPercentage={13} />);
    expect(screen.getByText('14 990 руб.').closest('s')).toHaveTextContent('Старая цена: 14 990 руб.');
    expect(screen.getByText(/^−13%/)).toHaveTextContent(/^−13% \(−2\s000\sруб\.\)$/);
  });

  it('says «Новая цена не указана» for a catalogue product without a price, and leaves a missing old price out', () => {
    render(<Prices newPrice={null} oldPrice={null} discount={null} discountPercentage={null} catalogue />);
    expect(screen.getByText('Новая цена не указана')).toBeInTheDocument();
    expect(screen.queryByText('Старая цена не указана')).not.toBeInTheDocument();
  });

  it('says «Цена не указана» for a stored entry without a price and shows no discount then', () => {
    render(<Prices newPrice={null} oldPrice={null} discount={2000} discountPercentage={13} />);
    expect(screen.getByText('Цена не указана')).toBeInTheDocument();
    expect(screen.queryByText(/−\d+%/)).not.toBeInTheDocument();
  });

  it('names each missing price on the product page', () => {
    render(<Prices newPrice={null} oldPrice={null} discount={null} discountPercentage={null} detailed />);
    expect(screen.getByText('Новая цена не указана')).toBeInTheDocument();
    expect(screen.getByText('Старая цена не указана')).toBeInTheDocument();
  });

  it('marks a price the shop has changed since the entry was stored', () => {
    render(
      <Prices
        newPrice="11 000 руб."
        oldPrice={null}
        discount={0}
        discountPercentage={0}
        previousPrice="10 000 руб."
      />,
    );
    expect(screen.getByText(/Цена изменилась, было/)).toHaveTextContent('Цена изменилась, было 10 000 руб.');
  });
});

describe('ProductImage', () => {
  it('shows the placeholder for a missing picture and for one that fails to load', () => {
    const { rerender } = render(<ProductImage src={null} alt="" width={120} height={120} />);
    const image = screen.getByRole('presentation');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    rerender(<ProductImage src="/img/safe.jpg" alt="" width={120} height={120} />);
    expect(image).toHaveAttribute('src', '/img/safe.jpg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('fetches a picture only when it comes near the screen, keeping its size meanwhile', () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    const observe = jest.fn();
    window.IntersectionObserver = jest.fn(
      (callback: (entries: Partial<IntersectionObserverEntry>[]) => void) => {
        notify = callback;
        return { observe, disconnect: jest.fn() };
      },
    ) as unknown as typeof IntersectionObserver;
    try {
      render(<ProductImage src="/img/safe.jpg" alt="" width={120} height={120} />);
      const image = screen.getByRole('presentation');
      expect(image).not.toHaveAttribute('src', '/img/safe.jpg');
      expect(decodeURIComponent(image.getAttribute('src') ?? '')).toContain('width="120" height="120"');
      expect(observe).toHaveBeenCalledWith(image);
      act(() => notify([{ isIntersecting: true }]));
      expect(image).toHaveAttribute('src', '/img/safe.jpg');
    } finally {
      delete (window as Partial<typeof window>).IntersectionObserver;
    }
  });

  it("fetches the page's main picture at once", () => {
    window.IntersectionObserver = jest.fn() as unknown as typeof IntersectionObserver;
    try {
      render(<ProductImage src="/img/safe.jpg" alt="" width={120} height={120} priority />);
      expect(screen.getByRole('presentation')).toHaveAttribute('src', '/img/safe.jpg');
      expect(window.IntersectionObserver).not.toHaveBeenCalled();
    } finally {
      delete (window as Partial<typeof window>).IntersectionObserver;
    }
  });
});
