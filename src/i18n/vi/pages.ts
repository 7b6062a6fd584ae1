export const home = {
  heroCar: 'Ôn thi lý thuyết lái xe ô tô',
  heroMotorbike: 'Ôn thi lý thuyết lái xe máy',
  heroSubtitle:
    'Học theo chương, thi thử như thật, lưu tiến độ ngay trên máy — kể cả khi không có mạng.',
  statQuestions: 'câu hỏi',
  statClasses: 'hạng giấy phép',
  statFree: 'Miễn phí',
  statNoAds: 'Không quảng cáo',
  studyCardTitle: 'Ôn thi lý thuyết',
  studyCardText: 'Học từng chương, xem đáp án và giải thích ngay, đánh dấu câu đã học.',
  studyCta: 'Bắt đầu ôn thi',
  practiceCardTitle: 'Thi thử',
  practiceCardText: 'Đề thi đúng cấu trúc cho từng hạng, tính giờ và chấm điểm liệt như thi thật.',
  practiceCta: 'Thi thử ngay',
  featuresTitle: 'Vì sao chọn Ôn thi GPLX?',
  featureMultiTitle: 'Đa nền tảng',
  featureMultiText: 'Cài lên điện thoại hay máy tính, dùng được cả khi mất mạng.',
  featureSmartTitle: 'Ôn tập thông minh',
  featureSmartText: 'Theo dõi câu đã học, câu hay sai và ghi chú của riêng bạn.',
  featureCommunityTitle: 'Cộng đồng',
  featureCommunityText: 'Nhận thành tích, điểm kinh nghiệm và so tài trên bảng xếp hạng.',
  ctaTitle: 'Sẵn sàng vượt qua kỳ thi?',
  ctaText: 'Bắt đầu ôn tập ngay hôm nay — hoàn toàn miễn phí.',
  dailyTitle: 'Thử thách hôm nay',
} as const;

export const simulation = {
  title: 'Mô phỏng tình huống giao thông',
  text: 'Tính năng đang được phát triển: bạn sẽ được luyện 120 tình huống giao thông mô phỏng như kỳ thi thật.',
  cta: 'Thi thử ngay',
} as const;

export const notFound = {
  title: 'Không tìm thấy trang',
  text: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
} as const;

export const pageTitles = {
  study: 'Ôn thi GPLX',
  practice: 'Thi thử GPLX',
  test: 'Bài thi thử',
  testResult: 'Kết quả bài thi',
  results: 'Lịch sử thi',
  profile: 'Hồ sơ',
  leaderboard: 'Bảng xếp hạng',
  admin: 'Quản lý câu hỏi',
  studiedTest: 'Thi thử câu đã học',
  authCallback: 'Đăng nhập',
} as const;
