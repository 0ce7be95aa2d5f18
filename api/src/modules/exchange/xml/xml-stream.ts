import fs from 'node:fs';
import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';

/**
 * The streaming XML reading under the exchange's readers (commerceml.ts, orders-xml.ts): the file is read in
 * chunks through a SAX parser (`saxes`): no tree of a large file is built, only the small records the shop keeps.
 * A file that is not well-formed XML, or not CommerceML, throws `BrokenFile` naming the line.
 */

export class BrokenFile extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(line === null ? message : `${message} (строка ${line})`);
  }
}

export type Handler = {
  open(name: string, attributes: Record<string, string>, line: number): void;
  close(name: string, text: string, path: readonly string[]): void;
};

/** The file's encoding from its XML declaration (1С writes UTF-8; older setups windows-1251). */
function encodingOf(head: Buffer): string {
  const declared = /encoding=["']([A-Za-z0-9_-]+)["']/.exec(head.subarray(0, 200).toString('latin1'));
  const name = declared?.[1]?.toLowerCase() ?? 'utf-8';
  return name === 'windows-1251' || name === 'cp1251' ? 'windows-1251' : 'utf-8';
}

/**
 * Feeds the file to a SAX parser in chunks; every element's name, attributes and own text reach `handler`.
 * `drain` is awaited after each chunk: a reader hands what it has collected on (a batch of products) before the
 * next chunk is read, so what it holds stays bounded whatever the file's size.
 */
export async function parse(file: string, handler: Handler, drain?: () => Promise<void>): Promise<void> {
  const parser = new SaxesParser({ position: true });
  const path: string[] = [];
  const texts: string[] = [];
  let failure: BrokenFile | null = null;
  parser.on('error', (error) => {
    const detail = error.message.replace(/^(?:.*?:)?\d+:\d+: /, '').replace(/\.$/, '');
    failure ??= new BrokenFile(`Файл повреждён (ошибка XML: ${detail})`, parser.line);
  });
  parser.on('opentag', (tag) => {
    if (path.length === 0) {
      if (tag.name !== 'КоммерческаяИнформация') {
        failure ??= new BrokenFile(`Это не файл CommerceML: корневой элемент «${tag.name}»`, parser.line);
      }
    }
    path.push(tag.name);
    texts.push('');
    handler.open(tag.name, tag.attributes as Record<string, string>, parser.line);
  });
  const addText = (text: string) => {
    if (texts.length > 0) texts[texts.length - 1] += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag) => {
    const text = (texts.pop() ?? '').trim();
    handler.close(tag.name, text, path);
    path.pop();
  });

  const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
  let decoder: TextDecoder | null = null;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    decoder ??= new TextDecoder(encodingOf(chunk));
    parser.write(decoder.decode(chunk, { stream: true }));
    if (failure) break;
    await drain?.();
  }
  stream.destroy();
  if (!decoder) throw new BrokenFile('Файл пуст: в нём нет данных CommerceML', null);
  if (!failure) {
    parser.write(decoder?.decode() ?? '');
    parser.close();
  }
  if (failure) throw failure;
}

/** `true`/`false` of CommerceML (1С also writes `истина`/`ложь`). */
export const yes = (value: string | undefined): boolean => /^(true|истина|1)$/i.test((value ?? '').trim());

export const number = (text: string): number | null => {
  const value = Number(text.replace(/\s/g, '').replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
};
