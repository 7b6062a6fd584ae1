import { describe, expect, it } from 'vitest';
import {
  clickTarget,
  notificationFor,
  parsePayload,
  safePath,
  VIBRATION,
} from '../../src-sw/notification-content';

describe('push notification content', () => {
  it('names the challenger', () => {
    const { title, options } = notificationFor({
      kind: 'challenge_sent',
      name: 'Lan',
      url: '/practice',
    });
    expect(title).toBe('Lan thách đấu bạn!');
    expect(options).toMatchObject({
      icon: '/icon.svg',
      badge: '/icon.svg',
      lang: 'vi',
      vibrate: VIBRATION.challenge_sent,
      data: { url: '/practice' },
    });
  });

  it('gives the match code when a challenge is accepted', () => {
    const { title } = notificationFor({ kind: 'challenge_accepted', code: 'X7K2' });
    expect(title).toBe('Lời thách đấu đã được chấp nhận — mã trận: X7K2');
  });

  it('tells who rejected a challenge', () => {
    const content = notificationFor({ kind: 'challenge_rejected', name: 'Minh' });
    expect(content.options.body).toBe('Minh đã từ chối lời thách đấu của bạn.');
    expect(content.options.vibrate).toEqual(VIBRATION.challenge_rejected);
  });

  it('offers to join a tournament', () => {
    const content = notificationFor({
      kind: 'tournament',
      name: 'Cúp mùa hè',
      joinUrl: '/practice?t=1',
    });
    expect(content.title).toBe('Giải đấu mới: Cúp mùa hè');
    expect(content.options.actions).toEqual([{ action: 'join', title: 'Tham gia' }]);
    expect(clickTarget(content.options.data, 'join')).toBe('/practice?t=1');
    expect(clickTarget(content.options.data, '')).toBe('/');
  });

  it('shows the daily reminder', () => {
    const content = notificationFor({ kind: 'daily_reminder', url: '/study' });
    expect(content.options.body).toBe('Hôm nay bạn chưa ôn thi. Dành 10 phút luyện tập nhé!');
    expect(clickTarget(content.options.data, '')).toBe('/study');
  });

  it('has a distinct vibration pattern per kind', () => {
    const patterns = Object.values(VIBRATION).map((p) => p.join(','));
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('never opens another origin and survives a malformed payload', () => {
    expect(safePath('https://evil.example/')).toBe('/');
    expect(safePath('//evil.example/')).toBe('/');
    expect(safePath('/results')).toBe('/results');
    expect(parsePayload('not json')).toEqual({ body: 'not json' });
    expect(notificationFor(parsePayload('hello')).options.body).toBe('hello');
    expect(notificationFor({}).title).toBe('Ôn thi GPLX');
  });
});
