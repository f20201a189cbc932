import { useEffect, useState } from 'react';

/**
 * Runs an async computation for every new input and keeps only the answer for the latest one:
 * when the visitor types fast, a slow answer for an older input never overwrites a newer one.
 * `input` must be memoised (compared by identity) and `compute` must be stable and never reject.
 */
export function useLatestResult<Input, Output>(input: Input, compute: (input: Input) => Promise<Output>): { result: Output | null; pending: boolean } {
  const [settled, setSettled] = useState<{ input: Input; output: Output } | null>(null);

  useEffect(() => {
    let latest = true;
    void compute(input).then((output) => {
      if (latest) setSettled({ input, output });
    });
    return () => {
      latest = false;
    };
  }, [input, compute]);

  const fresh = settled !== null && settled.input === input;
  return { result: fresh ? settled.output : null, pending: !fresh };
}
