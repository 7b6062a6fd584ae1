/*
 * Building blocks for entity definitions: the server columns every entity exposes, column
 * expressions for the filter whitelist, and body validators that fail with 400 validation-failed and
 * a Vietnamese message naming the field.
 */
import { sql } from 'drizzle-orm';
import { ApiError } from '../../http/errors.js';
import type { FieldSpec, FieldType, Row } from '../types.js';

export const column = (name: string, type: FieldType): FieldSpec => ({
  type,
  expr: sql`${sql.identifier(name)}`,
});

export const baseFields: Record<string, FieldSpec> = {
  id: column('id', 'string'),
  created_date: column('created_date', 'date'),
  updated_date: column('updated_date', 'date'),
  created_by_id: column('created_by_id', 'string'),
  created_by: column('created_by', 'string'),
  deleted_date: column('deleted_date', 'date'),
};

export const invalid = (field: string, why: string) =>
  new ApiError(400, 'validation-failed', `Trường ${field} ${why}`);

type TextOptions = { max: number; required?: boolean; fallback?: string };

export function text(body: Row, field: string, options: TextOptions): string {
  const value = body[field];
  if (value === undefined || value === null) {
    if (options.required) throw invalid(field, 'là bắt buộc');
    return options.fallback ?? '';
  }
  if (typeof value !== 'string') throw invalid(field, 'phải là chuỗi ký tự');
  const clean = value.normalize('NFC').trim();
  if (options.required && clean === '') throw invalid(field, 'không được để trống');
  if (clean.length > options.max) throw invalid(field, `dài tối đa ${options.max} ký tự`);
  return clean;
}

export function optionalText(body: Row, field: string, max: number): string | null {
  if (body[field] === undefined || body[field] === null) return null;
  return text(body, field, { max });
}

type IntOptions = { min: number; max: number; fallback?: number };

export function integer(body: Row, field: string, options: IntOptions): number {
  const value = body[field];
  if (value === undefined || value === null) {
    if (options.fallback === undefined) throw invalid(field, 'là bắt buộc');
    return options.fallback;
  }
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw invalid(field, 'phải là số nguyên');
  if (value < options.min || value > options.max) {
    throw invalid(field, `phải từ ${options.min} đến ${options.max}`);
  }
  return value;
}

export function bool(body: Row, field: string, fallback: boolean): boolean {
  const value = body[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw invalid(field, 'phải là true hoặc false');
  return value;
}

/** An ISO date-time (or epoch ms ≥ 1e12); null when absent. Never later than `notAfter`. */
export function timestamp(body: Row, field: string, notAfter?: Date): Date | null {
  const value = body[field];
  if (value === undefined || value === null || value === '') return null;
  const date =
    typeof value === 'string' || (typeof value === 'number' && value >= 1e12)
      ? new Date(value)
      : null;
  if (!date || Number.isNaN(date.getTime())) throw invalid(field, 'phải là ngày giờ ISO');
  return notAfter && date > notAfter ? notAfter : date;
}

export function stringList(body: Row, field: string, maxItems: number): string[] | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > maxItems) {
    throw invalid(field, `phải là danh sách tối đa ${maxItems} chuỗi`);
  }
  return value.map((item) => {
    if (typeof item !== 'string' || item.length > 40)
      throw invalid(field, 'chứa giá trị không hợp lệ');
    return item.trim();
  });
}

/** Values from `body` where present, else from `current` (for partial updates). */
export const overlay = (current: Row, body: Row): Row => ({ ...current, ...body });
