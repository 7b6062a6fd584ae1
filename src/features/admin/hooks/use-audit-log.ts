/* The audit log of one question (admin-only route), loaded when the history dialog opens. */
import { useEffect, useState } from 'react';
import { fetchAudit, type AuditEntry } from '../../../api/admin';

export function useAuditLog(questionId: string) {
  const [entries, setEntries] = useState<AuditEntry[] | 'error' | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchAudit(questionId)
      .then((found) => !cancelled && setEntries(found))
      .catch((error: unknown) => {
        console.warn('audit load failed', error);
        if (!cancelled) setEntries('error');
      });
    return () => {
      cancelled = true;
    };
  }, [questionId]);
  return entries;
}
