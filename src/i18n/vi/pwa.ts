/* Strings of the installable app: update toast, install prompt, push notifications, content protection. */
export const pwa = {
  update: {
    available: 'Đã có phiên bản mới.',
    apply: 'Cập nhật',
    later: 'Để sau',
  },
  install: {
    title: 'Cài đặt Ôn thi GPLX',
    description: 'Cài ứng dụng để mở nhanh và ôn thi cả khi không có mạng.',
    action: 'Cài đặt ứng dụng',
    dismiss: 'Để sau',
    iosHint: 'Nhấn nút Chia sẻ rồi chọn "Thêm vào Màn hình chính"',
    close: 'Đóng',
  },
  push: {
    appName: 'Ôn thi GPLX',
    challengeSent: '{name} thách đấu bạn!',
    challengeSentBody: 'Mở ứng dụng để nhận lời thách đấu.',
    challengeAccepted: 'Lời thách đấu đã được chấp nhận — mã trận: {code}',
    challengeAcceptedBody: 'Vào trận ngay!',
    challengeRejected: 'Lời thách đấu đã bị từ chối',
    challengeRejectedBody: '{name} đã từ chối lời thách đấu của bạn.',
    tournament: 'Giải đấu mới: {name}',
    tournamentBody: 'Tham gia ngay để tranh tài cùng mọi người!',
    join: 'Tham gia',
    dailyReminder: 'Hôm nay bạn chưa ôn thi. Dành 10 phút luyện tập nhé!',
    someone: 'Một bạn',
    generic: 'Bạn có thông báo mới.',
  },
  protection: {
    toast: 'Nội dung được bảo vệ.',
    warningTitle: 'Cảnh báo bảo mật',
    warningText:
      'Có vẻ công cụ dành cho nhà phát triển đang mở. Vui lòng đóng lại để tiếp tục ôn thi.',
    acknowledge: 'Tôi đã hiểu',
  },
} as const;
