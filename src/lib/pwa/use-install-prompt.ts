/*
 * Which install prompt to show: 'native' once the browser offered installation, 'ios' 3 s after load
 * on iOS, or null (dismissed, standalone, installed or nothing to offer).
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  getInstallSnapshot,
  IOS_HINT_DELAY_MS,
  isInstallDismissed,
  isIos,
  isStandalone,
  promptInstall,
  rememberInstallDismissed,
  subscribeInstall,
} from './install-state';

export type InstallPromptKind = 'native' | 'ios' | null;

export function useInstallPrompt() {
  const { canPrompt, installed } = useSyncExternalStore(subscribeInstall, getInstallSnapshot);
  const [dismissed, setDismissed] = useState(() => isInstallDismissed() || isStandalone());
  const [iosReady, setIosReady] = useState(false);

  useEffect(() => {
    if (dismissed || !isIos()) return;
    const timer = window.setTimeout(() => setIosReady(true), IOS_HINT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [dismissed]);

  const dismiss = useCallback(() => {
    rememberInstallDismissed();
    setDismissed(true);
  }, []);

  const install = useCallback(async () => {
    const accepted = await promptInstall().catch(() => false);
    if (accepted) setDismissed(true);
  }, []);

  const kind: InstallPromptKind =
    dismissed || installed ? null : canPrompt ? 'native' : iosReady ? 'ios' : null;
  return { kind, install, dismiss };
}
