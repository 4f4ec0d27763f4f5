import { adminSms, participantEmail, participantSms, unsubscribeHeaders } from './templates';

const participant = {
  publicUrl: 'https://fundplay.example',
  senderName: 'Ada Lovelace',
  fundraiserName: 'Spring Fair',
  recipientName: 'Grandma Rose',
  recipientKind: 'contact' as const,
  note: '',
  referralCode: 'AbC123xyz0',
  trackingCode: 'tRaCk_CoDe-0123456789a',
  consentToken: 'cOnSeNt_ToKeN-0123456789abcdefgh',
};

describe('outreach templates', () => {
  it('names the sender and why, links with the tracking code, and gives the way out', () => {
    const sut = participantEmail({ ...participant, note: 'We are so close!' });
    expect(sut.subject).toBe('Ada Lovelace invites you to support Spring Fair');
    expect(sut.text).toContain('You are receiving this because Ada Lovelace added you to their contacts on FundPlay.');
    expect(sut.text).toContain('Ada Lovelace writes: We are so close!');
    expect(sut.text).toContain('https://fundplay.example/donate/AbC123xyz0?t=tRaCk_CoDe-0123456789a');
    expect(sut.text).toContain('https://fundplay.example/unsubscribe/cOnSeNt_ToKeN-0123456789abcdefgh');
    expect(sut.headers).toEqual(unsubscribeHeaders('https://fundplay.example', participant.consentToken));
    expect(sut.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('tells a team member why they get it', () => {
    const sut = participantEmail({ ...participant, recipientKind: 'teamMember' });
    expect(sut.text).toContain("you are on Ada Lovelace's team for Spring Fair on FundPlay");
    expect(sut.text).not.toContain('writes:');
  });

  it('keeps a text on one line, with or without a note, and ends with STOP', () => {
    expect(participantSms(participant)).toBe(
      'Ada Lovelace is raising money for Spring Fair on FundPlay. ' +
        'Give: https://fundplay.example/donate/AbC123xyz0?t=tRaCk_CoDe-0123456789a Reply STOP to opt out.',
    );
    expect(participantSms({ ...participant, note: 'Line one\n\n  line two' })).toContain(
      'on FundPlay. Line one line two Give:',
    );
    const admin = adminSms({
      publicUrl: 'https://fundplay.example',
      adminName: 'Grace Hopper',
      fundraiserId: '6f1c1f0e-1d9b-4a59-9d1a-2d3f4e5a6b7c',
      fundraiserName: 'Spring Fair',
      recipientName: 'Sam',
      recipientKind: 'teamMember',
      note: 'Game night!',
      consentToken: participant.consentToken,
    });
    expect(admin).toBe(
      'Grace Hopper (Spring Fair on FundPlay): Game night! ' +
        'https://fundplay.example/teammember/dashboard/6f1c1f0e-1d9b-4a59-9d1a-2d3f4e5a6b7c Reply STOP to opt out.',
    );
  });
});
