import { Button, FileButton, Group, Image, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { t } from '../../../i18n/t';
import { useImageUpload } from '../hooks/use-image-upload';
import { isImageUrl } from '../question-form';

type Props = {
  url: string;
  alt: string;
  error?: string;
  onUrl: (url: string) => void;
  onAlt: (alt: string) => void;
};

/** Image by upload (progress in percent, preview) or by URL; a preview that fails to load is hidden. */
export function ImageField({ url, alt, error, onUrl, onAlt }: Props) {
  const { progress, upload } = useImageUpload(onUrl);
  const [failed, setFailed] = useState<string | null>(null);
  const showPreview = url !== '' && isImageUrl(url) && failed !== url;
  const onError = useCallback(() => setFailed(url), [url]);
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <TextInput
          label={t('admin.form.imageUrl')}
          value={url}
          error={error}
          onChange={(event) => onUrl(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <FileButton
          onChange={(file) => void upload(file)}
          accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={progress !== null}
              leftSection={<IconPhotoUp size={16} aria-hidden />}
            >
              {t('admin.form.imageUpload')}
            </Button>
          )}
        </FileButton>
        {url ? (
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => onUrl('')}
          >
            {t('admin.form.imageRemove')}
          </Button>
        ) : null}
      </Group>
      {progress !== null ? (
        <Stack gap={2}>
          <Progress value={progress} aria-label={t('admin.form.uploading', { n: progress })} />
          <Text size="xs" c="dimmed" role="status">
            {t('admin.form.uploading', { n: progress })}
          </Text>
        </Stack>
      ) : null}
      {showPreview ? (
        <Image
          src={url}
          alt={alt || t('admin.form.preview')}
          mah={200}
          w="auto"
          fit="contain"
          onError={onError}
        />
      ) : null}
      {url ? (
        <TextInput
          label={t('admin.form.imageAlt')}
          value={alt}
          onChange={(event) => onAlt(event.currentTarget.value)}
        />
      ) : null}
    </Stack>
  );
}
