import {
  defaultPersonalGoalCents,
  photoApprovalOf,
  photoShows,
  publicDisplayName,
  storedText,
} from './campaign-profile';

describe('campaign profile rules', () => {
  it('names a participant by first name and last initial', () => {
    expect(publicDisplayName('Jordan', 'Kim')).toBe('Jordan K.');
    expect(publicDisplayName(' Ana ', 'élan')).toBe('Ana É.');
    expect(publicDisplayName('Cher', '')).toBe('Cher');
  });

  it('shares a goal among participants, rounded up to whole dollars', () => {
    expect(defaultPersonalGoalCents(100_000, 4)).toBe(25_000);
    expect(defaultPersonalGoalCents(100_000, 3)).toBe(33_400);
    expect(defaultPersonalGoalCents(100_001, 1)).toBe(100_100);
    expect(defaultPersonalGoalCents(50_000, 0)).toBe(50_000);
    expect(defaultPersonalGoalCents(0, 5)).toBe(0);
  });

  it('asks approval only of minors, and shows a photo only when turned on and not waiting', () => {
    expect(photoApprovalOf(false, null)).toBe('notNeeded');
    expect(photoApprovalOf(true, null)).toBe('pending');
    expect(photoApprovalOf(true, new Date())).toBe('approved');
    expect(photoShows({ photoFileId: 'f', showPhoto: true }, 'notNeeded')).toBe(true);
    expect(photoShows({ photoFileId: 'f', showPhoto: true }, 'pending')).toBe(false);
    expect(photoShows({ photoFileId: 'f', showPhoto: false }, 'approved')).toBe(false);
    expect(photoShows({ photoFileId: null, showPhoto: true }, 'approved')).toBe(false);
  });
});

describe('storedText', () => {
  it('keeps line breaks as LF and stores empty text as none', () => {
    expect(storedText('One.\r\n\r\nTwo.\rThree.')).toBe('One.\n\nTwo.\nThree.');
    expect(storedText('')).toBeNull();
  });
});
