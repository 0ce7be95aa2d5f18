import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A letter as the test SMTP server accepted it, decoded enough to read. */
export interface Received {
  messageId: string;
  from: string;
  /** The envelope's recipients (RCPT TO), what the server delivers to. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Headers of a MIME entity, unfolded, names lower-cased. */
function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

const decodeQp = (text: string): string =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 words (`=?UTF-8?B?…?=`) as text; the space between two of them is not part of the text. */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQp(data.replace(/_/g, ' ')),
    );

function split(raw: string): [Map<string, string>, string] {
  const at = raw.search(/\r?\n\r?\n/);
  return [headersOf(raw.slice(0, at)), raw.slice(at).replace(/^\r?\n\r?\n/, '')];
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQp(body);
  return body;
}

/** The text and HTML parts of a letter as nodemailer writes it (multipart/alternative). */
export function parseLetter(raw: string): Omit<Received, 'to'> {
  const [headers, body] = split(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  const part = (type: string) => {
    for (const entity of parts) {
      const [partHeaders, partBody] = split(entity.replace(/^\r?\n/, ''));
      if (partHeaders.get('content-type')?.startsWith(type)) return decodeBody(partHeaders, partBody);
    }
    return '';
  };
  return {
    messageId: headers.get('message-id') ?? '',
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: part('text/plain'),
    html: part('text/html'),
  };
}

/**
 * A real SMTP server in the test process (smtp-server, of the nodemailer project). `received` holds the
 * letters it accepted; with `hold` set it keeps a letter's DATA unanswered (the sender waits, as with a slow
 * server) in `held`; `rejected` recipients are refused with a permanent error.
 */
export class TestSmtp {
  readonly received: Received[] = [];
  readonly held: ((error: Error) => void)[] = [];
  readonly rejected = new Set<string>();
  hold = false;
  port = 0;
  private server: SMTPServer | null = null;

  async start(port = 0): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      closeTimeout: 1_000,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        if (this.rejected.has(address.address)) {
          const error = Object.assign(new Error('Нет такого ящика'), { responseCode: 550 });
          return callback(error);
        }
        return callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.hold) {
            this.held.push(callback);
            return;
          }
          const to = session.envelope.rcptTo.map((address) => address.address);
          this.received.push({ ...parseLetter(Buffer.concat(chunks).toString('utf8')), to });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    const address = server.server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    // Held letters get a temporary failure, so they count as not delivered.
    for (const release of this.held.splice(0))
      release(Object.assign(new Error('Сервер остановлен'), { responseCode: 421 }));
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The token of the newest letter to `email` with `subject` (a one-time link's `#token=…`); waits for it. */
  async linkToken(email: string, subject: string): Promise<string> {
    const letter = () =>
      this.received.filter((one) => one.to.includes(email) && one.subject === subject).at(-1);
    await until(() => letter() !== undefined);
    const token = /#token=([\w-]+)/.exec(letter()?.text ?? '')?.[1];
    if (!token) throw new Error(`no link in «${subject}» to ${email}`);
    return token;
  }

  /** Waits until the server has accepted `count` letters in all. */
  async accepted(count: number): Promise<Received[]> {
    await until(() => this.received.length >= count);
    return this.received;
  }
}

/** Waits until `condition` holds (checked every 50 ms); the test's timeout bounds it. */
export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}
