import fs from 'node:fs';
import path from 'node:path';
import { readSettings } from '../src/settings';

// The settings' schema in process: no server, no database.

test('nothing in the API but its settings reads the environment', () => {
  const src = path.join(__dirname, '..', 'src');
  const readers = fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.startsWith(`settings${path.sep}`))
    .filter((file) => /process\.env\b/.test(fs.readFileSync(path.join(src, file), 'utf8')));
  expect(readers).toEqual([]);
});

describe('readSettings', () => {
  it('gives every default on an empty environment', () => {
    const settings = readSettings({});
    expect(settings).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: '.data',
      PGLITE_THREAD: true,
      ANSWER_CACHE: true,
      TRUST_PROXY: false,
      MANAGER_EMAILS: ['info@seyf-shop.ru'],
    });
    expect(settings.SEARCH_CONCURRENCY).toBeUndefined();
    expect(settings.ADMIN_HOSTS).toBeUndefined();
    expect(settings.METRICS_ALLOW.check('127.0.0.1')).toBe(true);
    expect(settings.METRICS_ALLOW.check('10.0.0.1')).toBe(false);
  });

  it('reads whole numbers and fractions within their bounds, spaces and empty values aside', () => {
    const settings = readSettings({ SEARCH_QUEUE: ' 5 ', ANSWER_CACHE_MB: '0.5', SEED_ITEMS: '' });
    expect(settings).toMatchObject({ SEARCH_QUEUE: 5, ANSWER_CACHE_MB: 0.5, SEED_ITEMS: 15_000 });
  });

  it('tells an empty ADMIN_HOSTS (localhost only) from an unset one (the file’s list)', () => {
    expect(readSettings({ ADMIN_HOSTS: '' }).ADMIN_HOSTS).toEqual([]);
    expect(readSettings({ ADMIN_HOSTS: ' A.example , b.example' }).ADMIN_HOSTS).toEqual([
      'a.example',
      'b.example',
    ]);
  });

  it('keeps the spaces of a secret and reads lists, addresses and switches', () => {
    const settings = readSettings({
      EXCHANGE_PASSWORD: ' with spaces ',
      MANAGER_EMAILS: 'a@shop.ru, b@shop.ru',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      METRICS_ALLOW: '10.0.0.0/8',
      PGLITE_THREAD: 'off',
      SHOP_SENDS_LETTERS: '1',
    });
    expect(settings).toMatchObject({
      EXCHANGE_PASSWORD: ' with spaces ',
      MANAGER_EMAILS: ['a@shop.ru', 'b@shop.ru'],
      TRUST_PROXY: ['10.0.0.0/8', '127.0.0.1'],
      PGLITE_THREAD: false,
      SHOP_SENDS_LETTERS: true,
    });
    expect(settings.METRICS_ALLOW.check('10.1.2.3')).toBe(true);
    expect(readSettings({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('takes SITE_URL as an origin', () => {
    expect(readSettings({}).SITE_URL).toBeUndefined();
    expect(readSettings({ SITE_URL: ' https://seyf-shop.ru/ ' }).SITE_URL).toBe('https://seyf-shop.ru');
    expect(readSettings({ SITE_URL: 'http://localhost:3000' }).SITE_URL).toBe('http://localhost:3000');
  });

  it.each([
    ['API_PORT', 'abc', 'нужно целое число от 0 до 65535, задано «abc»'],
    ['SEED_ITEMS', '1.5', 'нужно целое число от 0 до 10000000, задано «1.5»'],
    ['ANSWER_CACHE_MB', '0', 'нужно число от 0.1 до 65536, задано «0»'],
    ['PASSWORD_HASH_COST', 'cheap', 'нужно owasp или test, задано «cheap»'],
    ['LOG_LEVEL', 'loud', 'нужно fatal, error, warn, info, debug, trace или silent, задано «loud»'],
    ['PGLITE_THREAD', 'no', 'нужно on или off, задано «no»'],
    ['JWT_SECRET', 'short', 'нужно не меньше 32 символов'],
    ['MANAGER_EMAILS', 'a@shop.ru, nobody', '«nobody» — не адрес e-mail'],
    ['METRICS_ALLOW', '10.0.0.0/33', '«10.0.0.0/33» — неверная длина префикса'],
    ['METRICS_ALLOW', 'localhost', '«localhost» — не IP-адрес и не сеть'],
    ['TRUST_PROXY', 'proxy.local', '«proxy.local» — не IP-адрес'],
    [
      'SITE_URL',
      'seyf-shop.ru',
      'нужен адрес сайта вида https://seyf-shop.ru без пути, задано «seyf-shop.ru»',
    ],
    [
      'SITE_URL',
      'ftp://seyf-shop.ru',
      'нужен адрес сайта вида https://seyf-shop.ru без пути, задано «ftp://seyf-shop.ru»',
    ],
    [
      'SITE_URL',
      'https://seyf-shop.ru/shop',
      'нужен адрес сайта вида https://seyf-shop.ru без пути, задано «https://seyf-shop.ru/shop»',
    ],
    [
      'SITE_URL',
      'https://x.ru/?a=1',
      'нужен адрес сайта вида https://seyf-shop.ru без пути, задано «https://x.ru/?a=1»',
    ],
  ])('refuses %s=%s, naming the variable', (name, value, why) => {
    expect(() => readSettings({ [name]: value })).toThrow(`Некорректное значение ${name}: ${why}`);
  });

  it('names every bad variable at once, a line each', () => {
    expect(() => readSettings({ PORT: '-1', MAIL_MAX_ATTEMPTS: '0' })).toThrow(
      'Некорректное значение PORT: нужно целое число от 0 до 65535, задано «-1»\n' +
        'Некорректное значение MAIL_MAX_ATTEMPTS: нужно целое число от 1 до 100, задано «0»',
    );
  });

  it('ignores what is not a setting of the shop', () => {
    const settings = readSettings({ PATH: '/bin', E2E_ONLY: 'x' });
    expect(settings).not.toHaveProperty('PATH');
    expect(settings).not.toHaveProperty('E2E_ONLY');
  });
});
