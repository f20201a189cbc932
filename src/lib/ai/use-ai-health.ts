import type { Health } from '@contract/health';
import { useEffect, useState } from 'react';
import { loadHealth } from './health';

export type AiHealthState = { status: 'loading' } | { status: 'ready'; health: Health | null };

/** The server's AI features, from the one shared /api/health request. */
export function useAiHealth(): AiHealthState {
  const [state, setState] = useState<AiHealthState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void loadHealth().then((health) => {
      if (current) setState({ status: 'ready', health });
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
