import { inspect, send, withShopServer } from './shop-helpers';

const shop = withShopServer();
const callback = (body: unknown) => send(shop.server(), 'POST', '/api/callback/', { body });

describe('call-back requests («Заказать звонок»)', () => {
  test('a valid request is stored and answered in Russian', async () => {
    const answer = await callback({ name: 'Анна', phone: '+7 949 123 45 67' });
    expect(answer.status).toBe(201);
    expect(answer.data).toEqual({ message: 'Заявка принята. Мы перезвоним вам в ближайшее время.' });
  });

  test.each([
    [{ name: '', phone: '+7 949 123 45 67' }, /Ваше имя/],
    [{ name: 'Анна', phone: '+7 949 123' }, /Телефон/],
    [{ name: 'Анна' }, /Телефон/],
    [{ name: 'Ан\u0000на', phone: '+7 949 123 45 67' }, /Ваше имя/],
    [{ name: { $ne: null }, phone: '+7 949 123 45 67' }, /Ваше имя/],
    [{ name: 'Анна', phone: '+7 949 123 45 67', comment: 'x' }, /Некорректн/],
  ])('refuses %j naming the field', async (body, message) => {
    const answer = await callback(body);
    expect(answer.status).toBe(400);
    expect(answer.data.message).toMatch(message);
  });

  test('a flood from one address gets 429 in Russian; only accepted requests are stored', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await callback({ name: `Анна ${i}`, phone: '89491234567' })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429]);
    const limited = await callback({ name: 'Анна', phone: '89491234567' });
    expect(limited.data.message).toMatch(/Слишком много заявок/);

    const [rows] = await inspect(shop.database().env, [
      'SELECT name, phone FROM callback_requests ORDER BY id',
    ]);
    expect(rows).toEqual([
      { name: 'Анна', phone: '+7 949 123 45 67' },
      ...[0, 1, 2, 3].map((i) => ({ name: `Анна ${i}`, phone: '+7 949 123 45 67' })),
    ]);
  });
});
