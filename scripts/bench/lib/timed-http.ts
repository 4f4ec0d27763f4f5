/** The benchmarks' HTTP client: keep-alive connections to one origin, and each answer's time. */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** A keep-alive HTTP/1.1 client for one origin, at most `sockets` connections; each answer carries its time. */
export class TimedHttp {
  private readonly agent: Agent;
  private readonly origin: URL;

  constructor(baseUrl: string, sockets: number) {
    this.origin = new URL(baseUrl);
    this.agent = new Agent({ keepAlive: true, maxSockets: sockets });
  }

  send(
    method: 'GET' | 'POST',
    path: string,
    { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          agent: this.agent,
          host: this.origin.hostname,
          port: this.origin.port,
          method,
          path,
          headers: {
            ...headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: response.headers['content-encoding'] ? '' : Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
