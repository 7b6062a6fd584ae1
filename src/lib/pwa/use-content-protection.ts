/*
 * Turns content protection on for learners (off for admins, when localStorage 'gplx-protection' is
 * 'off', or when the contentProtection setting is false): blocks right-click, copy, cut and selection
 * in question areas and the view-source / save / developer-tools shortcuts, calling onBlocked for the
 * warning toast; watches for open developer tools and reports `suspected`.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { readSettings } from '../../db/settings-repository';
import { useDatabase } from '../database-context';
import { useSession } from '../session';
import {
  createDevtoolsDetector,
  DEVTOOLS_CHECK_MS,
  inProtectedArea,
  isBlockedShortcut,
  protectionSwitchedOff,
  selectionInProtectedArea,
} from './protection';

export function useContentProtection(onBlocked: () => void) {
  const db = useDatabase();
  const { isAdmin, status } = useSession();
  const setting = useLiveQuery(async () => (await readSettings(db)).contentProtection, [db]);
  const enabled = status !== 'loading' && !isAdmin && setting !== false && !protectionSwitchedOff();
  const [suspected, setSuspected] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    document.documentElement.dataset.protection = 'on';
    const block = (event: Event) => {
      event.preventDefault();
      onBlocked();
    };
    const onContextMenu = (event: Event) => {
      if (inProtectedArea(event.target)) block(event);
    };
    const onCopy = (event: Event) => {
      if (inProtectedArea(event.target) || selectionInProtectedArea()) block(event);
    };
    const onSelectStart = (event: Event) => {
      if (inProtectedArea(event.target)) event.preventDefault();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isBlockedShortcut(event)) block(event);
    };
    document.addEventListener('contextmenu', onContextMenu, true);
    document.addEventListener('copy', onCopy, true);
    document.addEventListener('cut', onCopy, true);
    document.addEventListener('selectstart', onSelectStart, true);
    window.addEventListener('keydown', onKeyDown, true);
    const detect = createDevtoolsDetector();
    const timer = window.setInterval(() => {
      const open = detect(window);
      setSuspected(open);
      if (!open) setAcknowledged(false);
    }, DEVTOOLS_CHECK_MS);
    return () => {
      delete document.documentElement.dataset.protection;
      document.removeEventListener('contextmenu', onContextMenu, true);
      document.removeEventListener('copy', onCopy, true);
      document.removeEventListener('cut', onCopy, true);
      document.removeEventListener('selectstart', onSelectStart, true);
      window.removeEventListener('keydown', onKeyDown, true);
      window.clearInterval(timer);
      setSuspected(false);
    };
  }, [enabled, onBlocked]);

  const acknowledge = useCallback(() => setAcknowledged(true), []);
  return { enabled, warning: enabled && suspected && !acknowledged, acknowledge };
}
