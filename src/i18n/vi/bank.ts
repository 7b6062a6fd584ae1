/* Strings of the question-bank download (global banner). */
export const bank = {
  downloadingQuestions: 'Đang tải bộ câu hỏi… {p}%',
  downloadingImages: 'Đang tải hình ảnh… {done}/{total}',
  quotaFull: 'Bộ nhớ thiết bị đã đầy. Hãy giải phóng dung lượng rồi thử lại.',
  progressLabel: 'Tiến độ tải bộ câu hỏi',
  complete: 'Đã tải xong bộ câu hỏi',
} as const;
