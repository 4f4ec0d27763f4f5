import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client address of a request, believing X-Forwarded-For exactly as far as Fastify does for HTTP
 * (`trustProxy` in main.ts, the same library and the same reading of TRUST_PROXY): a socket's handshake is
 * counted under the address its HTTP requests are rate-limited under.
 */
export function clientAddressOf(trustProxy: false | number | string[]): (request: IncomingMessage) => string {
  const trust =
    trustProxy === false
      ? () => false
      : typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : proxyAddr.compile(trustProxy);
  return (request) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1] ?? 'unknown';
  };
}
