import { ActionIcon, Button, Group } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconCheck,
  IconEye,
  IconEyeOff,
  IconNote,
  IconRefresh,
} from '@tabler/icons-react';
import { ReadAloudButton } from '../../../components/read-aloud';
import { t } from '../../../i18n/t';

type CardActionsProps = {
  revealed: boolean;
  studied: boolean;
  hasNote: boolean;
  bookmarked: boolean;
  spoken: readonly string[];
  onToggleReveal: () => void;
  onRetry: () => void;
  onToggleStudied: () => void;
  onNote: () => void;
  onBookmark: () => void;
};

/** The card's buttons: eye toggle, 'Làm lại', studied toggle, note, bookmark and read aloud. */
export function CardActions(props: CardActionsProps) {
  const { revealed, studied, hasNote, bookmarked } = props;
  const bookmarkLabel = bookmarked ? t('study.unbookmark') : t('study.bookmark');
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={
          revealed ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />
        }
        onClick={props.onToggleReveal}
      >
        {revealed ? t('study.hideAnswer') : t('study.showAnswer')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={props.onRetry}
      >
        {t('study.retry')}
      </Button>
      <Button
        variant={studied ? 'filled' : 'outline'}
        color="green"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={props.onToggleStudied}
      >
        {studied ? t('study.unmarkStudied') : t('study.markStudied')}
      </Button>
      <Button
        variant="subtle"
        color="violet"
        leftSection={<IconNote size={16} aria-hidden />}
        onClick={props.onNote}
      >
        {hasNote ? t('study.editNote') : t('study.addNote')}
      </Button>
      <ActionIcon
        variant={bookmarked ? 'filled' : 'light'}
        color="yellow"
        size="lg"
        aria-label={t('study.bookmark')}
        aria-pressed={bookmarked}
        title={bookmarkLabel}
        onClick={props.onBookmark}
      >
        {bookmarked ? <IconBookmarkFilled size={18} /> : <IconBookmark size={18} />}
      </ActionIcon>
      <ReadAloudButton parts={props.spoken} />
    </Group>
  );
}
