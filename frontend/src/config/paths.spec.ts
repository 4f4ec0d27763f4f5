import { describe, expect, it } from 'vitest';
import { isFullScreenPath, isGamePath, paths } from './paths';

describe('isGamePath', () => {
  it.each(['/play/f1/g1', '/practice/public/hang-glider', '/practice', '/x/play'])(
    'treats %s as a game page',
    (path) => {
      expect(isGamePath(path)).toBe(true);
    },
  );

  it.each(['/', '/games', '/player/1', '/display', '/support'])('treats %s as a site page', (path) => {
    expect(isGamePath(path)).toBe(false);
  });
});

describe('isFullScreenPath', () => {
  it.each(['/play/f1/g1', '/practice/public/hang-glider', '/live/f1', '/live'])('gives %s the whole screen', (path) => {
    expect(isFullScreenPath(path)).toBe(true);
  });

  it.each(['/', '/games', '/delivery/live', '/lively', '/admin/dashboard/f1'])('keeps the site around %s', (path) => {
    expect(isFullScreenPath(path)).toBe(false);
  });
});

describe('paths', () => {
  it('builds game links with encoded segments', () => {
    expect(paths.practice.href('public', 'gem-crusher')).toBe('/practice/public/gem-crusher');
    expect(paths.play.href('a b', 'c/d')).toBe('/play/a%20b/c%2Fd');
    expect(paths.live.href('f/1')).toBe('/live/f%2F1');
  });

  it('builds identity links with an optional code', () => {
    expect(paths.admin.signup.href()).toBe('/admin/signup');
    expect(paths.admin.signup.href('pub_a1')).toBe('/admin/signup/pub_a1');
    expect(paths.participant.signup.pattern).toBe('/participant/signup/:invitationcode?');
    expect(paths.emailVerification.href('t/1')).toBe('/email-verification/t%2F1');
    expect(paths.emailVerification.href()).toBe('/email-verification');
  });

  it('builds role dashboard links', () => {
    expect(paths.participant.fundraiser.href('f 1')).toBe('/participant/dashboard/f%201');
    expect(paths.teamMember.fundraiser.href('f1')).toBe('/teammember/dashboard/f1');
    expect(paths.teamMember.invitationDashboard('pub_a&b')).toBe('/teammember/dashboard?invitationCode=pub_a%26b');
    expect(paths.donate.href('ref_1')).toBe('/donate/ref_1');
    expect(paths.transparency.href('f/1')).toBe('/transparency/f%2F1');
  });
});
