import { useCallback, useEffect, useEffectEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { createPageUrl, pageFromPath } from '../../../lib/paths';

export const STUDY_NAVIGATE_EVENT = 'studyNavigate';
/** SPEC §9: the picker fires 'studyNavigate' 100 ms after navigating. */
export const STUDY_NAVIGATE_DELAY_MS = 100;

export const studyUrl = (category: string) =>
  createPageUrl(`Study?category=${encodeURIComponent(category)}`);

const categoryInAddress = () => new URLSearchParams(window.location.search).get('category');

/**
 * The study category from the address. Changing it pushes history; back/forward and the
 * 'studyNavigate' event re-read the address (also when something outside the router changed it).
 */
export function useStudyCategory(): {
  category: string | null;
  setCategory: (category: string) => void;
} {
  const [params] = useSearchParams();
  const category = params.get('category');
  const navigate = useNavigate();

  const reread = useEffectEvent(() => {
    // Only an address that shows Study is authoritative (a memory router has none).
    if (pageFromPath(window.location.pathname) !== 'Study') return;
    if (categoryInAddress() === category) return;
    void navigate(`${window.location.pathname}${window.location.search}`, { replace: true });
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPopState = () => {
      clearTimeout(timer);
      timer = setTimeout(() => reread(), 0);
    };
    const onStudyNavigate = () => reread();
    window.addEventListener(STUDY_NAVIGATE_EVENT, onStudyNavigate);
    window.addEventListener('popstate', onPopState);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(STUDY_NAVIGATE_EVENT, onStudyNavigate);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const setCategory = useCallback(
    (next: string) => {
      if (next !== category) void navigate(studyUrl(next));
    },
    [navigate, category],
  );
  return { category, setCategory };
}

/** The picker's 'Bắt đầu học': go to the category, then announce it after 100 ms. */
export function useStartStudy(): (category: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (category: string) => {
      void navigate(studyUrl(category));
      setTimeout(
        () => window.dispatchEvent(new Event(STUDY_NAVIGATE_EVENT)),
        STUDY_NAVIGATE_DELAY_MS,
      );
    },
    [navigate],
  );
}
