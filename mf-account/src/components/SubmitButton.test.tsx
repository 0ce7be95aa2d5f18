import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('is off in the server’s page, so a press before the page’s code runs cannot submit the form natively', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<SubmitButton busy={false}>Принять приглашение</SubmitButton>);
    expect(host.querySelector('button')?.disabled).toBe(true);
  });

  it('works once the page is live, and is off while the request is under way', () => {
    const { rerender } = render(<SubmitButton busy={false}>Сохранить</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    rerender(<SubmitButton busy>Сохранить</SubmitButton>);
    expect(screen.getByRole('button', { name: /Сохранить/ })).toBeDisabled();
  });
});
