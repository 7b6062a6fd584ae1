import { Avatar, type AvatarProps } from '@mantine/core';

/** Initials of a Vietnamese name: family name and given name (first and last words). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('vi') || '?';
}

type Props = { name: string; src: string | null } & Omit<AvatarProps, 'src' | 'name'>;

/** The learner's picture, or initials drawn locally (no outside avatar service). */
export function LearnerAvatar({ name, src, ...props }: Props) {
  return (
    <Avatar src={src} name={name} color="initials" alt={name} {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
