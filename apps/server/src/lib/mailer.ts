import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the mail is written to the log */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: (message: string) => void,
): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log(`mail to ${mail.to} (SMTP_URL not set): ${mail.subject}\n${mail.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** keeps every mail in memory: the local capture tests read */
export function captureMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
