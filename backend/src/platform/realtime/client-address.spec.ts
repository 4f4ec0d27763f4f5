import type { IncomingMessage } from 'node:http';
import { clientAddressOf } from './client-address';

function handshake(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
}

describe('clientAddressOf', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddressOf(false)(handshake('198.51.100.9', '203.0.113.1'))).toBe('198.51.100.9');
  });

  it('believes X-Forwarded-For from a trusted proxy only', () => {
    const sut = clientAddressOf(['10.0.0.0/8']);
    expect(sut(handshake('10.1.2.3', '203.0.113.1'))).toBe('203.0.113.1');
    expect(sut(handshake('198.51.100.9', '203.0.113.1'))).toBe('198.51.100.9');
  });

  it('walks back as many hops as it trusts, so a client cannot pick its own address', () => {
    expect(clientAddressOf(1)(handshake('10.1.2.3', '192.0.2.66, 203.0.113.1'))).toBe('203.0.113.1');
  });
});
