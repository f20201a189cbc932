import { useEffect, useState } from 'react';
import { LatestWins } from '@/lib/latest-wins';

/** A screen's LatestWins: the same one for the screen's life, cancelled (its last job aborted) when the screen goes. */
export function useLatestWins(): LatestWins {
  const [latest] = useState(() => new LatestWins());
  useEffect(() => () => latest.cancel(), [latest]);
  return latest;
}
