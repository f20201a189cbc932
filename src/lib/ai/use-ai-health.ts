import type { Health } from '@contract/health';
import { useEffect, useState } from 'react';
import { loadHealth } from './health';

export type AiHealthState = { status: 'loading' } | { status: 'ready'; health: Health | null };

/**
 * The server's AI features, from the one shared /api/health request. A page opened offline could
 * not ask: when the network comes back it asks again, so AI returns without a reload.
 */
export function useAiHealth(): AiHealthState {
  const [state, setState] = useState<AiHealthState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const ask = () =>
      void loadHealth().then((health) => {
        if (current) setState({ status: 'ready', health });
      });
    ask();
    window.addEventListener('online', ask);
    return () => {
      current = false;
      window.removeEventListener('online', ask);
    };
  }, []);
  return state;
}
