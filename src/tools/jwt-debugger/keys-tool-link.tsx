import { ArrowRight } from 'lucide-react';
import { KEYS_TOOL } from './jwt-keys.logic';

/** A link to Keys and Certificates under a message that advises opening a key there. */
export function KeysToolLink({ message }: { message: string | null | undefined }) {
  if (!message?.includes(KEYS_TOOL.title)) return null;
  return (
    <a href={KEYS_TOOL.href} className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline dark:text-indigo-300">
      Open {KEYS_TOOL.title}
      <ArrowRight aria-hidden className="size-4" />
    </a>
  );
}
