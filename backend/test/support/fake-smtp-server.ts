import { createServer, type Server, type Socket } from 'node:net';

/** How the server treats the next message bodies: accept, fail one with a temporary error, or hang. */
export type SmtpBehaviour = 'accept' | 'fail-once' | 'hang-on-data';

/**
 * Just enough SMTP for nodemailer, on loopback: the stand-in for a mail provider we cannot reach here.
 * It records every complete message and every DATA that started, so tests can count deliveries.
 */
export class FakeSmtpServer {
  readonly delivered: string[] = [];
  dataStarted = 0;
  behaviour: SmtpBehaviour = 'accept';
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  async start(): Promise<number> {
    this.server = createServer((socket) => this.converse(socket));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return address.port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private converse(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let inData = false;
    let buffer = '';
    let body = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line !== '.') {
            body += `${line}\n`;
            continue;
          }
          inData = false;
          if (this.behaviour === 'hang-on-data') continue; // never answer: the sender is stuck mid-delivery
          if (this.behaviour === 'fail-once') {
            this.behaviour = 'accept';
            reply('451 4.3.0 temporary failure, try again later');
            continue;
          }
          this.delivered.push(body);
          reply('250 2.0.0 queued');
          continue;
        }
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'EHLO') reply('250-fake-smtp\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP')
          reply('250 OK');
        else if (verb === 'DATA') {
          inData = true;
          body = '';
          this.dataStarted += 1;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 command not implemented');
      }
    });
  }
}
