/*
 * The app's router: react-router's declarative routes over a history that can block (see
 * blocking-history.ts). The data router brought 16 KB of loaders and fetchers we never used.
 */
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  unstable_HistoryRouter as HistoryRouter,
  type Blocker,
  type BlockerFunction,
} from 'react-router';
import type { BlockingHistory } from './blocking-history';

const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

export function AppRouter({
  history,
  children,
}: {
  history: BlockingHistory;
  children: ReactNode;
}) {
  return (
    <BlockingHistoryContext.Provider value={history}>
      {/* No transitions: a lazy page shows the loader at once, as a navigation should. */}
      <HistoryRouter history={history} useTransitions={false}>
        {children}
      </HistoryRouter>
    </BlockingHistoryContext.Provider>
  );
}

/** react-router's useBlocker, for the declarative router: one blocker at a time. */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useContext(BlockingHistoryContext);
  if (!history) throw new Error('useBlocker outside AppRouter');
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => history.block((args) => latest.current(args)), [history]);
  return useSyncExternalStore(history.subscribeBlocker, history.blockerState, history.blockerState);
}
