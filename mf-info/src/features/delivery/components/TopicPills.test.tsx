import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TEXTS } from '@shop/shared';
import { INFO_TEXTS } from '../../../texts';
import { TopicPills } from './TopicPills';

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((pill) => pill.textContent);

it('shows the nine topic pills of the spec, none selected and no topic text at first', () => {
  render(<TopicPills />, { wrapper: MemoryRouter });
  const pills = screen.getByRole('group', { name: 'Темы' });
  expect([...pills.querySelectorAll('button')].map((pill) => pill.textContent)).toEqual([
    ...TEXTS.info.deliveryTopics,
  ]);
  expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
  expect(screen.queryByText(INFO_TEXTS.delivery.topics.Сборка.text)).not.toBeInTheDocument();
});

it('selects a pill on click, moves the selection to another, and deselects the selected one on a second click', async () => {
  const user = userEvent.setup();
  render(<TopicPills />, { wrapper: MemoryRouter });

  await user.click(screen.getByRole('button', { name: 'Сборка' }));
  expect(pressed()).toEqual(['Сборка']);
  expect(screen.getByText(INFO_TEXTS.delivery.topics.Сборка.text)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Сборка металлической мебели' })).toHaveAttribute(
    'href',
    '/services/sborka-metallicheskoy-mebeli/',
  );

  await user.click(screen.getByRole('button', { name: 'Гарантия' }));
  expect(pressed()).toEqual(['Гарантия']);
  expect(screen.queryByText(INFO_TEXTS.delivery.topics.Сборка.text)).not.toBeInTheDocument();
  expect(screen.getByText(INFO_TEXTS.delivery.topics.Гарантия.text)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Гарантия' }));
  expect(screen.queryAllByRole('button', { pressed: true })).toEqual([]);
  expect(screen.queryByText(INFO_TEXTS.delivery.topics.Гарантия.text)).not.toBeInTheDocument();
});
