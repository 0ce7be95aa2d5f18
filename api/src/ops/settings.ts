import { BlockList, isIP } from 'node:net';

/** Environment values are read once at start-up; a bad one stops the start with a message naming it. */
type Env = Record<string, string | undefined>;

function invalid(name: string, why: string): Error {
  return new Error(`Некорректное значение ${name}: ${why}`);
}

/** A whole number setting within [min, max], or its default when unset or empty. */
export function intSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  return rangeSetting(env, name, fallback, min, max, true);
}

/** A number setting within [min, max], fractions allowed (`0.5`), or its default when unset or empty. */
export function numberSetting(env: Env, name: string, fallback: number, min: number, max: number): number {
  return rangeSetting(env, name, fallback, min, max, false);
}

function rangeSetting(env: Env, name: string, fallback: number, min: number, max: number, whole: boolean) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!(whole ? Number.isInteger(value) : Number.isFinite(value)) || value < min || value > max) {
    throw invalid(name, `нужно ${whole ? 'целое число' : 'число'} от ${min} до ${max}, задано «${raw}»`);
  }
  return value;
}

/**
 * IMPORT_OFF_SALE_MAX_SHARE: the share (0–1) of the on-sale products a full import (a YML/CSV file, 1С's
 * import.xml) may take off sale before it needs the owner's confirmation (`ImportOptions.maxOffSaleShare`).
 */
export const maxOffSaleShareSetting = (env: Env): number =>
  numberSetting(env, 'IMPORT_OFF_SALE_MAX_SHARE', 0.5, 0, 1);

export function listSetting(env: Env, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Addresses and networks (`10.0.0.0/8`, `::1`) of a comma list as a BlockList to check callers against. */
export function addressSetting(env: Env, name: string, fallback: string): BlockList {
  const list = new BlockList();
  const entries = listSetting({ [name]: env[name] ?? fallback }, name);
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw invalid(name, `«${entry}» — не IP-адрес и не сеть`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
        throw invalid(name, `«${entry}» — неверная длина префикса`);
      }
      list.addSubnet(address, prefix, type);
    }
  }
  return list;
}

/** Whether `address` (as Fastify reports it, IPv4-mapped IPv6 included) is in the list. */
export function allows(list: BlockList, address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY: unset — the socket's address is the caller's (X-Forwarded-For
 * ignored); `true` (any peer); or the proxies' addresses and networks. Rate limits and METRICS_ALLOW use the result.
 */
export function trustProxySetting(env: Env): boolean | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  const addresses = listSetting(env, 'TRUST_PROXY');
  for (const entry of addresses) {
    if (isIP(entry.split('/')[0] ?? '') === 0) throw invalid('TRUST_PROXY', `«${entry}» — не IP-адрес`);
  }
  return addresses;
}
