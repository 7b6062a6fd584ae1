/** Up to `size` page numbers centred on the current page, kept inside 1..pages. */
export function pageWindow(current: number, pages: number, size = 5): number[] {
  if (pages <= 0) return [];
  const count = Math.min(size, pages);
  const page = Math.min(Math.max(current, 1), pages);
  const start = Math.min(Math.max(page - Math.floor(count / 2), 1), pages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export const pageCount = (items: number, perPage: number) => Math.ceil(items / perPage);
