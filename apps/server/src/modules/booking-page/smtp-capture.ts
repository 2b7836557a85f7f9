import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * Tests only: a real SMTP server on a free port of this machine that keeps the mails it
 * receives, decoded enough to read them (the subject, the text part, the attachments).
 */

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
  raw: string;
}

export interface SmtpCapture {
  port: number;
  mails: ReceivedMail[];
  /** the mails sent to `address`, oldest first */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i]!;
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** a MIME entity's headers (unfolded, lower-case names) and body */
function entity(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function bodyOf(part: { headers: Map<string, string>; body: string }): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function parse(raw: string, to: string[]): ReceivedMail {
  const top = entity(raw);
  const mail: ReceivedMail = {
    to,
    subject: decodeWords(top.headers.get('subject') ?? ''),
    text: '',
    attachments: [],
    raw,
  };
  const type = top.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary
    ? top.body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => entity(part.replace(/^\r?\n/, '')))
    : [top];
  for (const part of parts) {
    const partType = part.headers.get('content-type') ?? 'text/plain';
    const disposition = part.headers.get('content-disposition') ?? '';
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    if (filename) {
      mail.attachments.push({
        filename,
        contentType: partType,
        content: bodyOf(part),
      });
    } else if (partType.startsWith('text/plain')) {
      mail.text = bodyOf(part).replace(/\r\n/g, '\n');
    }
  }
  return mail;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        mails.push(parse(Buffer.concat(chunks).toString('utf8'), to));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    mails,
    to: (address) => mails.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
