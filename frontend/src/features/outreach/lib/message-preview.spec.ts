import { describe, expect, it } from 'vitest';
import { messagePreview as sut, type MessagePreviewInput } from './message-preview';

const base: Omit<MessagePreviewInput, 'channel'> = {
  senderName: 'Robin Young',
  fundraiserName: 'Spring Gala',
  publicUrl: 'https://fundplay.test',
  referralCode: 'GmbNp5vi86HY',
  note: '',
  recipient: { name: 'Grandma Rose', kind: 'contact' },
};

describe('messagePreview', () => {
  it('writes a text on one line naming the sender and the fundraiser, with the referral link and Reply STOP', () => {
    expect(sut({ ...base, channel: 'sms', note: 'Thank you,\n  Grandma!' })).toEqual({
      channel: 'sms',
      text:
        'Robin Young is raising money for Spring Gala on FundPlay. Thank you, Grandma! ' +
        'Give: https://fundplay.test/donate/GmbNp5vi86HY?t=… Reply STOP to opt out.',
    });
  });

  it('greets an email’s recipient, says why they get it, and ends with the unsubscribe link', () => {
    expect(sut({ ...base, channel: 'email', note: ' See you at the gala ' })).toEqual({
      channel: 'email',
      subject: 'Robin Young invites you to support Spring Gala',
      paragraphs: [
        'Hi Grandma Rose,',
        'Robin Young is raising money for Spring Gala on FundPlay and would love your support.',
        'Robin Young writes: See you at the gala',
        'Give through their link:\nhttps://fundplay.test/donate/GmbNp5vi86HY?t=…',
      ],
      footer: [
        'You are receiving this because Robin Young added you to their contacts on FundPlay.',
        'To stop all messages from FundPlay to this address, open https://fundplay.test/unsubscribe/…',
      ],
    });
  });

  it('tells a team member they are on the sender’s team, and leaves a blank note out', () => {
    const preview = sut({ ...base, channel: 'email', note: '  ', recipient: { name: 'Grace', kind: 'teamMember' } });

    expect(preview.channel === 'email' && preview.paragraphs).toHaveLength(3);
    expect(preview.channel === 'email' && preview.footer[0]).toBe(
      "You are receiving this because you are on Robin Young's team for Spring Gala on FundPlay.",
    );
  });
});
