import nodemailer from 'nodemailer';

/** a file sent with a mail (a calendar file) */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** an SMTP server the owner set in Settings (issue 34 §3), kept in settings.mail */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it */
  secure: boolean;
  user?: string | undefined;
  password?: string | undefined;
  /** the sender, as "Agency <bookings@agency.dz>" */
  from: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** false when no SMTP server is set: send() only writes the mail to the log */
  configured?: boolean;
  /** the same mailer through the owner's SMTP settings (absent: the demo, which sends none) */
  through?(smtp: SmtpSettings): Mailer;
}

/** a mailer through the owner's SMTP server */
export function smtpMailer(smtp: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from: smtp.from, ...mail });
    },
  };
}

/** SMTP when SMTP_URL is set; otherwise the mail is written to the log */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: (message: string) => void,
): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      async send(mail) {
        log(`mail to ${mail.to} (SMTP_URL not set): ${mail.subject}\n${mail.text}`);
      },
      through: smtpMailer,
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    through: smtpMailer,
  };
}

/**
 * keeps every mail in memory: the local capture tests read. Through SMTP settings, it sends
 * for real (the booking requests' tests read what their SMTP server received)
 */
export function captureMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    configured: true,
    async send(mail) {
      sent.push(mail);
    },
    through: smtpMailer,
  };
}
