/*
 * Bank import from the admin page: a chosen .zip is first checked (dry run: nothing changes), the
 * report shown, then 'Áp dụng' sends the same file to apply. Export downloads the live bank.
 */
import { useCallback, useState } from 'react';
import { exportBankZip, importBankZip, type ImportResult } from '../../../api/admin';
import { t } from '../../../i18n/t';
import { notifyFailure, notifySuccess } from '../notify';

export function useBankTransfer(onApplied: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const check = useCallback(async (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    if (!chosen) return;
    setBusy(true);
    try {
      setReport(await importBankZip(chosen, 'dry-run'));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }, []);

  const apply = useCallback(async () => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await importBankZip(file, 'apply');
      notifySuccess(t('admin.toast.imported', { version: result.version }));
      setReport(null);
      setFile(null);
      onApplied();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }, [file, onApplied]);

  const download = useCallback(async () => {
    setBusy(true);
    try {
      const { blob, name } = await exportBankZip();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notifySuccess(t('admin.toast.exported'));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  }, []);

  return { file, report, busy, check, apply, download };
}
