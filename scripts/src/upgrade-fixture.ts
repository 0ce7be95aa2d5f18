import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { makeBackup } from '../../api/src/backup';
import { readSettings } from '../../api/src/settings/schema';

/**
 * `npx tsx scripts/src/upgrade-fixture.ts --release DIR --out api/test/fixtures/upgrade`: the upgrade test's
 * fixture. Starts the API of an earlier release (DIR: a worktree of it with node_modules) on a fresh DATA_DIR
 * with a small demo catalogue, and uses it over HTTP as an owner's first weeks would: two accounts, an
 * administrator's edit of a product (a price change, so price history), a percentage price change, a picture,
 * a buyer's and a legal entity's orders. Then, the old shop stopped, takes a backup of that DATA_DIR with this
 * tree's backup code (the old release has no backup command) and writes beside it `shop.json`: what the shop
 * holds, which api/test/upgrade.test.ts looks for after the upgrade.
 */
const ADMIN = { email: 'owner@upgrade.test', password: 'Пароль владельца 2026' };
const BUYERS = [
  { name: 'Анна', email: 'anna@upgrade.test', password: 'Пароль Анны 2026' },
  { name: 'Борис', email: 'boris@upgrade.test', password: 'Пароль Бориса 2026' },
];
const EXCHANGE = { login: '1c', password: 'Пароль обмена 2026' };
/** A file 1С sent and the shop keeps in EXCHANGE_DIR (sent, not imported: the catalogue stays the demo one). */
const EXCHANGE_FILE = {
  name: 'import.xml',
  text: '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10"/>\n',
};
const PERSON = {
  lastName: 'Иванова',
  firstName: 'Анна',
  phone: '+7 949 123 45 67',
  email: 'anna@upgrade.test',
};
const LEGAL = {
  ...PERSON,
  email: 'buh@upgrade.test',
  inn: '7707083893',
  kpp: '773601001',
  companyName: 'ООО «Сейфы»',
  legalAddress: '',
};
const PICKUP = {
  id: 4,
  type: 'pickup',
  title: 'Пункт выдачи на Университетской',
  location: 'г. Донецк, ул. Университетская, 48',
  description: 'Вт–Сб 09:00–17:00, вс и пн — выходные',
};

/** The old release's product form (its EditProductRequest). */
const FORM_FIELDS = [
  'version',
  'name',
  'section',
  'price',
  'oldPrice',
  'stock',
  'heightMm',
  'widthMm',
  'depthMm',
  'weightKg',
  'description',
  'props',
] as const;

interface Started {
  url: string;
  stop(): Promise<void>;
}

async function startOldApi(release: string, dataDir: string): Promise<Started> {
  const api = path.join(release, 'api');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(api, 'src', 'server.ts')], {
    cwd: api,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_ITEMS: '40',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      EXCHANGE_LOGIN: EXCHANGE.login,
      EXCHANGE_PASSWORD: EXCHANGE.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the old API exited with ${code}:\n${output}`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { release: { type: 'string' }, out: { type: 'string' } } });
  if (!values.release || !values.out) throw new Error('--release DIR --out FOLDER');
  const out = path.resolve(values.out);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-fixture-'));
  const shop = await startOldApi(path.resolve(values.release), dataDir);
  const call = async <T>(method: string, pathname: string, body?: unknown, token?: string): Promise<T> => {
    const binary = Buffer.isBuffer(body);
    const answer = await fetch(`${shop.url}/api${pathname}`, {
      method,
      headers: {
        ...(body === undefined
          ? {}
          : { 'content-type': binary ? 'application/octet-stream' : 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : binary ? new Uint8Array(body) : JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${pathname}: ${answer.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  const login = async (email: string, password: string) =>
    (await call<{ accessToken: string }>('POST', '/user/login', { email, password, rememberMe: false }))
      .accessToken;
  try {
    // The edition of the privacy policy the old release's registration form consents to.
    const site = (await import(path.resolve(values.release, 'shared/src/domain/site.ts'))) as {
      PRIVACY_POLICY: { version: string };
    };
    for (const buyer of BUYERS)
      await call('POST', '/user/registration', {
        name: buyer.name,
        email: buyer.email,
        phoneNumber: PERSON.phone,
        password: buyer.password,
        consent: true,
        policyVersion: site.PRIVACY_POLICY.version,
      });
    const admin = await login(ADMIN.email, ADMIN.password);
    const tree = await call<Array<{ subcategories: Array<{ subcategoryLink: string }> }>>('GET', '/catalog/');
    const priced: Array<{ itemCode: string }> = [];
    for (const link of tree.flatMap((c) => c.subcategories.map((s) => s.subcategoryLink))) {
      const listing = await call<{ products: Array<{ itemCode: string; newPrice: number | null }> }>(
        'GET',
        `${link}?limit=100`,
      );
      priced.push(...listing.products.filter((p) => p.newPrice !== null));
    }
    const [edited, raised, pictured, ordered] = priced;
    if (!ordered) throw new Error('the demo catalogue has too few priced items');
    const form = await call<Record<string, unknown> & { price: number }>(
      'GET',
      `/admin/products/${edited!.itemCode}/`,
      undefined,
      admin,
    );
    const editedPrice = form.price + 1000;
    // The form's fields as the old mf-admin sends them back (what it reads besides them is not sent).
    const fields = Object.fromEntries(FORM_FIELDS.map((field) => [field, form[field]]));
    await call(
      'PUT',
      `/admin/products/${edited!.itemCode}/`,
      { ...fields, price: editedPrice, name: `${String(form.name)} (уточнено)` },
      admin,
    );
    await call('POST', `/admin/updatePrice/${raised!.itemCode}/`, { percentage: 10 }, admin);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3060c0' } })
      .png()
      .toBuffer();
    await call('POST', `/pictures/item/${pictured!.itemCode}/`, png, admin);
    const anna = await login(BUYERS[0]!.email, BUYERS[0]!.password);
    const order = (user: object) => ({
      address: PICKUP,
      itemCode: [{ itemCode: ordered.itemCode, count: 2 }],
      user,
    });
    const retail = await call<{ orderId: number }>('POST', '/user/sendOrder', order(PERSON), anna);
    const legal = await call<{ orderId: number }>('POST', '/user/sendOrder', order(LEGAL));
    const exchange = async (query: string, cookie?: string, body?: Buffer) => {
      const answer = await fetch(`${shop.url}/api/1c/exchange?type=catalog&mode=${query}`, {
        method: body ? 'POST' : 'GET',
        headers: cookie
          ? { cookie, ...(body && { 'content-type': 'application/octet-stream' }) }
          : {
              authorization: `Basic ${Buffer.from(`${EXCHANGE.login}:${EXCHANGE.password}`).toString('base64')}`,
            },
        body: body && new Uint8Array(body),
      });
      const lines = Buffer.from(await answer.arrayBuffer())
        .toString('latin1')
        .split('\n');
      if (lines[0]?.startsWith('failure')) throw new Error(`1С ${query}: ${lines.join(' ')}`);
      return lines;
    };
    const [, cookieName, cookieValue] = await exchange('checkauth');
    const cookie = `${cookieName}=${cookieValue}`;
    await exchange('init', cookie);
    await exchange(`file&filename=${EXCHANGE_FILE.name}`, cookie, Buffer.from(EXCHANGE_FILE.text));
    const record = {
      admin: ADMIN,
      buyers: BUYERS,
      edited: { itemCode: edited!.itemCode, price: editedPrice },
      raised: raised!.itemCode,
      pictured: pictured!.itemCode,
      exchangeFile: EXCHANGE_FILE,
      orders: {
        retail: retail.orderId,
        legal: legal.orderId,
        itemCode: ordered.itemCode,
        legalInn: LEGAL.inn,
      },
    };
    await shop.stop();
    fs.mkdirSync(out, { recursive: true });
    const manifest = await makeBackup(readSettings({ DATA_DIR: dataDir }), path.join(out, 'shop.backup'), {
      portable: true,
    });
    fs.writeFileSync(
      path.join(out, 'shop.json'),
      `${JSON.stringify({ ...record, made: manifest }, null, 2)}\n`,
    );
    process.stderr.write(
      `${path.join(out, 'shop.backup')}: ${fs.statSync(path.join(out, 'shop.backup')).size} B\n`,
    );
  } finally {
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
