import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { formatDuration } from './params.logic';

/** While a hash runs: what it does, how long it has run (each second), and Cancel, which stops its worker. */
export function JobLine({ busy, doing, expectedMs, onCancel }: { busy: boolean; doing: string; expectedMs: number; onCancel: () => void }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => setSeconds((count) => count + 1), 1_000);
    return () => {
      clearInterval(timer);
      setSeconds(0);
    };
  }, [busy]);
  if (!busy) return null;
  const expected = expectedMs >= 1_000 ? ` (about ${formatDuration(expectedMs)} expected)` : '';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <StatusLine busy>{`${doing} ${seconds} s${expected}`}</StatusLine>
      <Button icon={X} size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
