/*
 * Learners' open reports (QuestionReport, admins read all): the list, the count per question, and
 * resolving one with a reply (status 'resolved'); the learner's device pulls the reply on its next sync.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { listOpenReports, resolveReport, type AdminReport } from '../../../api/admin';
import { t } from '../../../i18n/t';
import { notifyFailure, notifySuccess } from '../notify';

export function useOpenReports() {
  const [reports, setReports] = useState<AdminReport[]>([]);
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let cancelled = false;
    listOpenReports()
      .then((found) => !cancelled && setReports(found))
      .catch((error: unknown) => console.warn('reports load failed', error));
    return () => {
      cancelled = true;
    };
  }, [reloads]);

  const perQuestion = useMemo(() => {
    const counts = new Map<string, number>();
    for (const r of reports) counts.set(r.question_id, (counts.get(r.question_id) ?? 0) + 1);
    return counts;
  }, [reports]);

  const resolve = useCallback(async (id: string, reply: string) => {
    try {
      await resolveReport(id, reply.trim());
      notifySuccess(t('admin.toast.replied'));
      setReloads((n) => n + 1);
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    }
  }, []);

  return { reports, perQuestion, resolve };
}
