import { describe, expect, it } from 'vitest';
import { LEVELS, levelFor, profileTitle, testExp } from '../../src/domain/exp-levels';

describe('testExp', () => {
  it.each([
    [false, false, [], 10],
    [true, false, [], 60],
    [true, true, [], 160],
    [false, false, [20, 75], 105],
    [true, true, [20, 50, 200], 430],
  ])('passed=%s perfect=%s rewards=%j → %i', (passed, perfect, rewards, expected) => {
    expect(testExp({ passed, perfect, newAchievementRewards: rewards })).toBe(expected);
  });
});

describe('levelFor', () => {
  it.each([
    [0, 1, 'Học viên mới', 100, 0],
    [99, 1, 'Học viên mới', 100, 99],
    [100, 2, 'Tập sự', 500, 0],
    [499, 2, 'Tập sự', 500, 99],
    [500, 3, 'Tay lái lụa', 1500, 0],
    [1499, 3, 'Tay lái lụa', 1500, 99],
    [1500, 4, 'Chuyên gia', 5000, 0],
    [4999, 4, 'Chuyên gia', 5000, 99],
    [5000, 5, 'Vua tốc độ', null, 100],
    [123456, 5, 'Vua tốc độ', null, 100],
    [-5, 1, 'Học viên mới', 100, 0],
  ])('%i EXP → level %i %s', (exp, level, name, nextMinExp, progressPercent) => {
    expect(levelFor(exp)).toMatchObject({ level, name, nextMinExp, progressPercent });
  });

  it('lists five levels in increasing order', () => {
    expect(LEVELS.map((l) => l.minExp)).toEqual([0, 100, 500, 1500, 5000]);
  });
});

describe('profileTitle', () => {
  it.each<[string[], string]>([
    [[], 'Lái mới'],
    [['night_owl', 'first_test'], 'Lái mới'],
    [['tap_ga'], 'Tập Ga'],
    [['tap_ga', 'lai_thang'], 'Lái Thẳng'],
    [['tap_ga', 'vao_so_ngot'], 'Vào Số Ngọt'],
    [['queo_chuan', 'tap_ga'], 'Quẹo Chuẩn'],
    [['queo_chuan', 'phanh_than_toc'], 'Phanh Thần Tốc'],
    [['do_chuan_chi', 'phanh_than_toc'], 'Đỗ Chuẩn Chỉ'],
    [['do_chuan_chi', 'qua_ai_sa_hinh'], 'Qua Ải Sa Hình'],
    [['qua_ai_sa_hinh', 'lai_pho'], 'Lái Phố'],
    [['lai_pho', 'lai_lua'], 'Lái Lụa'],
    [['lai_lua', 'tay_lai_vang', 'tap_ga'], 'Tay Lái Vàng'],
  ])('%j → %s', (unlocked, title) => {
    expect(profileTitle(unlocked)).toBe(title);
  });
});
