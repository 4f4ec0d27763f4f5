import { describe, expect, it } from 'vitest';
import { messagePreview as sut } from './message-preview';

const base = {
  senderName: 'Robin Young',
  fundraiserName: 'Spring Gala',
  referralLink: 'https://fundplay.test/donate/GmbNp5vi86HY',
  note: '',
};

describe('messagePreview', () => {
  it('names the sender and the fundraiser in a text, with the referral link and Reply STOP', () => {
    const preview = sut({ ...base, channel: 'sms' });

    expect(preview.subject).toBeNull();
    expect(preview.paragraphs).toEqual([
      'Robin Young is raising money for Spring Gala on FundPlay.',
      'Give here: https://fundplay.test/donate/GmbNp5vi86HY?t=…',
    ]);
    expect(preview.wayOut).toBe('Reply STOP to opt out.');
  });

  it('gives an email a subject, says why the recipient gets it, and offers an unsubscribe link', () => {
    const preview = sut({ ...base, channel: 'email' });

    expect(preview.subject).toBe('Robin Young asks for your support of Spring Gala');
    expect(preview.paragraphs.join('\n')).toContain('https://fundplay.test/donate/GmbNp5vi86HY?t=…');
    expect(preview.paragraphs.at(-1)).toBe('You get this email because Robin Young asked FundPlay to send it to you.');
    expect(preview.wayOut).toBe('Unsubscribe');
  });

  it('puts the personal note, trimmed, before the link, and leaves a blank one out', () => {
    expect(sut({ ...base, channel: 'sms', note: '  Thank you, Grandma!  ' }).paragraphs[1]).toBe('Thank you, Grandma!');
    expect(sut({ ...base, channel: 'sms', note: '   ' }).paragraphs).toHaveLength(2);
  });
});
