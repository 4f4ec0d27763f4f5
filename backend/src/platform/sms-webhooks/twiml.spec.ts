import { messagingResponse, messagingResponseText } from './twiml';

describe('TwiML answers to inbound texts', () => {
  it('carries one reply, escaped, and reads it back', () => {
    const sut = messagingResponse('Reply STOP to opt out & <START> to rejoin');
    expect(sut).toContain('<Response><Message>');
    expect(sut).not.toContain('<START>');
    expect(messagingResponseText(sut)).toBe('Reply STOP to opt out & <START> to rejoin');
  });

  it('answers nothing with an empty Response', () => {
    const sut = messagingResponse(null);
    expect(sut).toMatch(/<Response\/>$/);
    expect(messagingResponseText(sut)).toBeNull();
  });
});
