import { render, screen } from '@testing-library/react';
import { RequiredMark } from './RequiredMark';

describe('RequiredMark', () => {
  it('shows «*» after the label but leaves it out of the field’s accessible name', () => {
    render(
      <>
        <label htmlFor="last-name">
          Фамилия
          <RequiredMark />
        </label>
        <input id="last-name" required />
      </>,
    );
    const input = screen.getByRole('textbox');
    expect(screen.getByText('Фамилия')).toHaveTextContent('Фамилия *');
    expect(input).toHaveAccessibleName('Фамилия');
    expect(input).toBeRequired();
    expect(screen.getByTitle('обязательное поле')).toHaveAttribute('aria-hidden', 'true');
  });
});
