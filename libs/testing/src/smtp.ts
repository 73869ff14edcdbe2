import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** Resolves with the first message to `to` (now or when it arrives). */
  waitForMail(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

const addressesOf = (mail: ParsedMail) => [mail.to].flat().flatMap((group) => group?.value.map((address) => address.address?.toLowerCase() ?? '') ?? []);

/** A real SMTP server on loopback that keeps what it receives, parsed: tests read OTPs and links from it. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  const waiting: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const waiter of [...waiting]) {
            if (addressesOf(mail).includes(waiter.to)) {
              waiting.splice(waiting.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail(to, timeoutMs = 5000) {
      const wanted = to.toLowerCase();
      const already = received.find((mail) => addressesOf(mail).includes(wanted));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiting.push({ to: wanted, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
