import { useEffect } from 'react';

type Handlers = {
  enabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPick: (option: number) => void;
};

/** ←/→ move between questions (→ on the last opens submit, handled by onNext); 1–4 pick a–d. */
export function useExamKeyboard({ enabled, onPrevious, onNext, onPick }: Handlers): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowLeft') onPrevious();
      else if (event.key === 'ArrowRight') onNext();
      else if (/^[1-4]$/.test(event.key)) onPick(Number(event.key));
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onPrevious, onNext, onPick]);
}
