import { validUntil } from './valid-until';

describe('validUntil', () => {
  const now = 1_000_000;

  it('is the first start or end time still ahead, wherever it sits in the read', () => {
    const sut = validUntil(
      {
        fundraiser: { fundRaisingStartTime: now - 10, fundRaisingEndTime: now + 500 },
        groups: [{ fundRaisingEndTime: now + 200 }],
      },
      now,
    );
    expect(sut).toBe(now + 200);
  });

  it('is undefined when every start and end has passed, or the read has none', () => {
    expect(validUntil({ fundRaisingStartTime: now - 10, fundRaisingEndTime: now }, now)).toBeUndefined();
    expect(validUntil({ players: [{ score: now + 5 }] }, now)).toBeUndefined();
  });
});
