import { Check, Link } from 'lucide-react';
import { useState } from 'react';
import { useCopy } from '@/hooks/use-copy';
import { shareLinkFor } from '@/lib/share-link';
import { useToolId } from '@/lib/tool-context';
import { ErrorLine } from './error-line';
import { Button } from './ui/button';

/** "Copy link": puts a link that reopens this tool with `state` on the clipboard. Only for non-secret state. */
export function ShareLinkButton({ state }: { state: unknown }) {
  const toolId = useToolId();
  const { state: copyState, copy } = useCopy();
  const [tooLong, setTooLong] = useState(false);

  const copyLink = () => {
    const link = shareLinkFor(toolId, state);
    setTooLong(link === null);
    if (link !== null) void copy(link);
  };

  return (
    <span className="inline-flex flex-col gap-1">
      <Button icon={copyState === 'copied' ? Check : Link} onClick={copyLink}>
        {copyState === 'copied' ? 'Link copied!' : 'Copy link'}
      </Button>
      <ErrorLine
        message={tooLong ? 'Too much to put in a link: shorten the inputs and try again.' : copyState === 'failed' ? 'Could not copy the link.' : null}
      />
    </span>
  );
}
