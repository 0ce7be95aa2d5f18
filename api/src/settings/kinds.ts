import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/** What the README says of a setting: what it does, its default and its bounds, in Markdown. */
export interface SettingInfo {
  about: string;
  shown: string;
  bounds?: string;
}

/** A value as one writes it in the environment. */
const literal = (value: string | undefined): string => (value ? `\`${value}\`` : 'unset');

const UNITS = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB'];

/** A number of bytes in its largest whole unit (`20 MiB`), other numbers as they are. */
function sized(value: number): string {
  let unit = -1;
  let size = value;
  while (size >= 1024 && size % 1024 === 0 && unit < UNITS.length - 1 && value >= 2 ** 20) {
    size /= 1024;
    unit += 1;
  }
  return unit < 0 ? String(value) : `${size} ${UNITS[unit]}`;
}

/** Every setting's description, read by the README's list (settings/readme.ts). */
export const settingInfo = z.registry<SettingInfo>();

/** A setting: what the environment holds (a string or nothing) parsed into its value. */
export type Setting<T> = z.ZodType<T, string | undefined>;

/** Why a value is refused, after «Некорректное значение NAME: ». */
class Refusal {
  constructor(readonly why: string) {}
}

export const refuse = (why: string): Refusal => new Refusal(why);

interface Reading {
  /** Spaces are part of the value (passwords, secrets). */
  keepSpaces?: boolean;
  /** An empty value is a value (ADMIN_HOSTS=""), not the default. */
  emptyCounts?: boolean;
}

/**
 * The one way a setting is read: unset (or empty) is `fallback`; otherwise `parse` gives the value or the
 * reason it is refused.
 */
export function setting<T>(
  info: SettingInfo,
  fallback: T,
  parse: (raw: string) => T | Refusal,
  { keepSpaces = false, emptyCounts = false }: Reading = {},
): Setting<T> {
  return z
    .string()
    .optional()
    .transform((value, ctx): T => {
      const raw = keepSpaces ? value : value?.trim();
      if (raw === undefined || (raw === '' && !emptyCounts)) return fallback;
      const parsed = parse(raw);
      if (!(parsed instanceof Refusal)) return parsed;
      ctx.addIssue({ code: 'custom', message: parsed.why });
      return z.NEVER;
    })
    .register(settingInfo, info);
}

function shownNumber(value: number | undefined, shown?: string): string {
  if (shown !== undefined || value === undefined) return shown ?? literal(undefined);
  const size = sized(value);
  return size === String(value) ? literal(size) : `${literal(String(value))} (${size})`;
}

function ranged<D extends number | undefined>(
  whole: boolean,
  about: string,
  fallback: D,
  [min, max]: readonly [number, number],
  shown?: string,
): Setting<number | D> {
  return setting<number | D>(
    { about, shown: shownNumber(fallback, shown), bounds: `${sized(min)} … ${sized(max)}` },
    fallback,
    (raw) => {
      const value = Number(raw);
      if ((whole ? Number.isInteger(value) : Number.isFinite(value)) && value >= min && value <= max)
        return value;
      return refuse(`нужно ${whole ? 'целое число' : 'число'} от ${min} до ${max}, задано «${raw}»`);
    },
  );
}

/** A whole number within [min, max]. */
export const int = <D extends number | undefined>(
  about: string,
  fallback: D,
  range: readonly [number, number],
  shown?: string,
): Setting<number | D> => ranged(true, about, fallback, range, shown);

/** A number within [min, max], fractions allowed (`0.5`). */
export const decimal = (about: string, fallback: number, range: readonly [number, number]): Setting<number> =>
  ranged(false, about, fallback, range);

/** Free text, trimmed. */
export const text = <D extends string | undefined>(
  about: string,
  fallback: D,
  shown?: string,
): Setting<string | D> =>
  setting<string | D>({ about, shown: shown ?? literal(fallback) }, fallback, (raw) => raw);

/** A password or a key: taken as written, spaces included; `minLength` at least. */
export const secret = (about: string, minLength = 1): Setting<string | undefined> =>
  setting<string | undefined>(
    { about, shown: literal(undefined) },
    undefined,
    (raw) => (raw.length >= minLength ? raw : refuse(`нужно не меньше ${minLength} символов`)),
    { keepSpaces: true },
  );

const alternatives = (values: readonly string[]): string =>
  values.length > 1 ? `${values.slice(0, -1).join(', ')} или ${values.at(-1)}` : (values[0] ?? '');

/** One of a few words. */
export const choice = <const T extends string, D extends T | undefined>(
  about: string,
  values: readonly T[],
  fallback: D,
  shown?: string,
): Setting<T | D> =>
  setting<T | D>({ about, shown: shown ?? literal(fallback) }, fallback, (raw) =>
    values.includes(raw as T) ? (raw as T) : refuse(`нужно ${alternatives(values)}, задано «${raw}»`),
  );

/** `1` or `0` (the default): a flag one process of the shop sets for another. */
export const bit = (about: string): Setting<boolean> =>
  setting({ about, shown: literal('0') }, false, (raw) =>
    raw === '1' || raw === '0' ? raw === '1' : refuse(`нужно 1 или 0, задано «${raw}»`),
  );

/** `on` (the default) or `off`. */
export const onOff = (about: string): Setting<boolean> =>
  setting({ about, shown: literal('on') }, true, (raw) =>
    raw === 'on' || raw === 'off' ? raw === 'on' : refuse(`нужно on или off, задано «${raw}»`),
  );

export const splitList = (raw: string): string[] =>
  raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

// A plain check, enough to catch a typo in the settings; the SMTP server has the last word.
const EMAIL = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

/** A comma list of e-mail addresses. */
export const emails = (about: string, fallback: readonly string[]): Setting<string[]> =>
  setting<string[]>({ about, shown: literal(fallback.join(',')) }, [...fallback], (raw) => {
    const list = splitList(raw);
    const wrong = list.find((address) => !EMAIL.test(address));
    if (wrong) return refuse(`«${wrong}» — не адрес e-mail`);
    return list.length > 0 ? list : [...fallback];
  });

/** A comma list of host names, lower-cased; unset is `undefined`, empty an empty list. */
export const hosts = (about: string, shown: string): Setting<string[] | undefined> =>
  setting<string[] | undefined>(
    { about, shown },
    undefined,
    (raw) => splitList(raw).map((host) => host.toLowerCase()),
    { emptyCounts: true },
  );

/** Addresses and networks (`10.0.0.0/8`, `::1`) of a comma list as a BlockList to check callers against. */
export const addresses = (about: string, fallback: string): Setting<BlockList> => {
  const parse = (raw: string): BlockList | Refusal => {
    const list = new BlockList();
    for (const entry of splitList(raw)) {
      const [address = '', bits] = entry.split('/');
      const family = isIP(address);
      if (family === 0) return refuse(`«${entry}» — не IP-адрес и не сеть`);
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) list.addAddress(address, type);
      else {
        const prefix = Number(bits);
        if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) {
          return refuse(`«${entry}» — неверная длина префикса`);
        }
        list.addSubnet(address, prefix, type);
      }
    }
    return list;
  };
  return setting({ about, shown: literal(fallback) }, parse(fallback) as BlockList, parse);
};

/**
 * Fastify's `trustProxy`: unset or `false` — the socket's address is the caller's; `true` — any peer; or the
 * proxies' addresses and networks.
 */
export const trustProxy = (about: string): Setting<boolean | string[]> =>
  setting<boolean | string[]>({ about, shown: literal(undefined) }, false, (raw) => {
    if (raw === 'false') return false;
    if (raw === 'true') return true;
    const list = splitList(raw);
    const wrong = list.find((entry) => isIP(entry.split('/')[0] ?? '') === 0);
    return wrong ? refuse(`«${wrong}» — не IP-адрес`) : list;
  });

/** A site's origin (`https://seyf-shop.ru`): http or https, no path, query or fragment. */
export const origin = (about: string, shown: string): Setting<string | undefined> =>
  setting<string | undefined>({ about, shown }, undefined, (raw) => {
    const url = URL.canParse(raw) ? new URL(raw) : null;
    if (
      !url ||
      !['http:', 'https:'].includes(url.protocol) ||
      url.pathname !== '/' ||
      url.search ||
      url.hash
    ) {
      return refuse(`нужен адрес сайта вида https://seyf-shop.ru без пути, задано «${raw}»`);
    }
    return url.origin;
  });
