export const common = {
  appName: 'Ôn thi GPLX',
  loading: 'Đang tải...',
  back: 'Quay lại',
  close: 'Đóng',
  cancel: 'Hủy',
  save: 'Lưu',
  retry: 'Thử lại',
  goHome: 'Về trang chủ',
  comingSoon: 'Phần này đang được hoàn thiện.',
  empty: 'Chưa có dữ liệu.',
  error: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
  skipToContent: 'Bỏ qua tới nội dung chính',
} as const;
