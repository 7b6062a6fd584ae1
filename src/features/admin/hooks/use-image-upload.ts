/* Uploading one image for the question form, with its progress in percent. */
import { useCallback, useState } from 'react';
import { uploadImage } from '../../../api/admin';
import { t } from '../../../i18n/t';
import { notifyFailure, notifySuccess } from '../notify';

export function useImageUpload(onUploaded: (url: string) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (file: File | null) => {
      if (!file) return;
      setProgress(0);
      try {
        const saved = await uploadImage(file, setProgress);
        onUploaded(saved.file_url);
        notifySuccess(t('admin.toast.uploaded'));
      } catch (error) {
        notifyFailure(error);
      } finally {
        setProgress(null);
      }
    },
    [onUploaded],
  );
  return { progress, upload };
}
