// The achievement catalogue of SPEC §9 as data: ids, Vietnamese names and descriptions, icon keys,
// conditions and EXP rewards. Evaluation lives in achievements.ts.
// EXP not fixed by the SPEC (our choice): first_test 20, first_pass 50, perfect_b1 100.

export type AchievementType = 'study' | 'test' | 'streak' | 'special' | 'time' | 'completion';
export type AchievementCategory = 'beginner' | 'intermediate' | 'advanced' | 'expert' | 'master';

/** Every present field must hold at once (SPEC §5: a special achievement needs all of them). */
export type AchievementCondition = {
  studiedQuestions?: number;
  /** Rounded test percentage, round(correct/total×100). */
  testScore?: number;
  testsCompleted?: number;
  dailyStreak?: number;
  /** Vietnamese hours (0..23) at which a study action counts. */
  studyHours?: readonly number[];
  /** The test just finished was passed. */
  testPassed?: true;
  /** The test just finished was perfect in this licence class. */
  perfectInCategory?: string;
};

export type AchievementDefinition = {
  id: string;
  name: string;
  description: string;
  /** Icon key for the UI, e.g. 'steering-wheel'. */
  icon: string;
  type: AchievementType;
  condition: AchievementCondition;
  category: AchievementCategory;
  expReward: number;
};

const hours = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: 'tap_ga',
    name: 'Tập Ga',
    description: 'Học câu hỏi đầu tiên',
    icon: 'steering-wheel',
    type: 'study',
    condition: { studiedQuestions: 1 },
    category: 'beginner',
    expReward: 10,
  },
  {
    id: 'lai_thang',
    name: 'Lái Thẳng',
    description: 'Học 10 câu hỏi',
    icon: 'road',
    type: 'study',
    condition: { studiedQuestions: 10 },
    category: 'beginner',
    expReward: 25,
  },
  {
    id: 'vao_so_ngot',
    name: 'Vào Số Ngọt',
    description: 'Học 25 câu hỏi',
    icon: 'manual-gearbox',
    type: 'study',
    condition: { studiedQuestions: 25 },
    category: 'intermediate',
    expReward: 40,
  },
  {
    id: 'queo_chuan',
    name: 'Quẹo Chuẩn',
    description: 'Học 50 câu hỏi',
    icon: 'arrow-curve-right',
    type: 'study',
    condition: { studiedQuestions: 50 },
    category: 'intermediate',
    expReward: 60,
  },
  {
    id: 'lai_pho',
    name: 'Lái Phố',
    description: 'Học 100 câu hỏi',
    icon: 'building-community',
    type: 'study',
    condition: { studiedQuestions: 100 },
    category: 'advanced',
    expReward: 120,
  },
  {
    id: 'phanh_than_toc',
    name: 'Phanh Thần Tốc',
    description: 'Đạt từ 80% trở lên trong một bài thi thử',
    icon: 'hand-stop',
    type: 'test',
    condition: { testScore: 80 },
    category: 'intermediate',
    expReward: 75,
  },
  {
    id: 'do_chuan_chi',
    name: 'Đỗ Chuẩn Chỉ',
    description: 'Đạt từ 90% trở lên trong một bài thi thử',
    icon: 'parking',
    type: 'test',
    condition: { testScore: 90 },
    category: 'advanced',
    expReward: 100,
  },
  {
    id: 'qua_ai_sa_hinh',
    name: 'Qua Ải Sa Hình',
    description: 'Đạt từ 95% trở lên trong một bài thi thử',
    icon: 'map-route',
    type: 'test',
    condition: { testScore: 95 },
    category: 'expert',
    expReward: 150,
  },
  {
    id: 'lai_lua',
    name: 'Lái Lụa',
    description: 'Đạt 100% trong một bài thi thử',
    icon: 'sparkles',
    type: 'test',
    condition: { testScore: 100 },
    category: 'expert',
    expReward: 200,
  },
  {
    id: 'tay_lai_vang',
    name: 'Tay Lái Vàng',
    description: 'Học 200 câu hỏi, đạt 100% một bài thi thử và hoàn thành 10 bài thi thử',
    icon: 'trophy',
    type: 'special',
    condition: { studiedQuestions: 200, testScore: 100, testsCompleted: 10 },
    category: 'master',
    expReward: 500,
  },
  {
    id: 'night_owl',
    name: 'Cú Đêm',
    description: 'Ôn bài trong khoảng 22:00 – 06:59',
    icon: 'moon-stars',
    type: 'time',
    condition: { studyHours: [22, 23, ...hours(0, 6)] },
    category: 'intermediate',
    expReward: 25,
  },
  {
    id: 'early_bird',
    name: 'Chim Sớm',
    description: 'Ôn bài trong khoảng 05:00 – 08:59',
    icon: 'sunrise',
    type: 'time',
    condition: { studyHours: hours(5, 8) },
    category: 'intermediate',
    expReward: 25,
  },
  {
    id: 'first_test',
    name: 'Bài thi đầu tiên',
    description: 'Hoàn thành bài thi thử đầu tiên',
    icon: 'file-check',
    type: 'completion',
    condition: { testsCompleted: 1 },
    category: 'beginner',
    expReward: 20,
  },
  {
    id: 'first_pass',
    name: 'Lần đậu đầu tiên',
    description: 'Đậu một bài thi thử lần đầu tiên',
    icon: 'rosette-check',
    type: 'completion',
    condition: { testPassed: true },
    category: 'intermediate',
    expReward: 50,
  },
  {
    id: 'perfect_b1',
    name: 'Hoàn hảo hạng B',
    description: 'Đạt điểm tuyệt đối trong một bài thi thử hạng B',
    icon: 'star',
    type: 'completion',
    condition: { perfectInCategory: 'B' },
    category: 'expert',
    expReward: 100,
  },
];

export const findAchievement = (id: string): AchievementDefinition | undefined =>
  ACHIEVEMENTS.find((a) => a.id === id);
