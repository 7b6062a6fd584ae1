import { Center, Image } from '@mantine/core';
import { useQuestionImageUrl } from '../lib/use-bank';

export const QUESTION_IMAGE_MAX_HEIGHT = 300;

/** A question's picture from the device's image store (SPEC §9: at most 300 px high). */
export function QuestionImage({ hash, alt }: { hash: string | null; alt: string }) {
  const url = useQuestionImageUrl(hash);
  if (!hash || !url) return null;
  return (
    <Center>
      <Image
        src={url}
        alt={alt}
        mah={QUESTION_IMAGE_MAX_HEIGHT}
        w="auto"
        maw="100%"
        fit="contain"
        radius="sm"
        data-testid="question-image"
      />
    </Center>
  );
}
