import { formatCount } from '@contract/format-number';
import { CopyButton } from '@/components/copy-button';
import { OutputNotes } from '@/components/output-notes';
import { Button } from '@/components/ui/button';
import { removeTracking, TRACKING_PARAMETERS, unwrapRedirects } from './redirects.logic';

interface UnwrapPanelProps {
  href: string;
  /** Puts a URL in the editor. */
  onUse: (href: string) => void;
}

/** Redirect wrappers taken off one by one, then the tracking parameters taken out of what is left. */
export function UnwrapPanel({ href, onUse }: UnwrapPanelProps) {
  const steps = unwrapRedirects(href);
  const target = steps.at(-1)?.url ?? href;
  const cleaned = removeTracking(target);
  const changed = cleaned.href !== href;
  return (
    <div className="space-y-3">
      {steps.length === 0 ? (
        <p className="text-sm">Not a redirect link: nothing to unwrap.</p>
      ) : (
        <>
          <h3 className="text-sm font-semibold">Unwrapped ({formatCount(steps.length, 'wrapper', 'wrappers')})</h3>
          <ol className="list-decimal space-y-1 pl-5 text-sm" aria-label="Unwrapping steps">
            {steps.map((step, index) => (
              // The same wrapper may appear twice in a chain, so the index is the key.
              <li key={index}>
                <span className="font-medium">{step.wrapper}</span> → <code className="break-all">{step.url}</code>
              </li>
            ))}
          </ol>
        </>
      )}
      <OutputNotes
        title={
          cleaned.removed.length === 0
            ? 'No tracking parameters'
            : `Tracking parameters removed (${formatCount(cleaned.removed.length, 'parameter', 'parameters')})`
        }
        items={cleaned.removed.map(({ key, value }) => (
          <code key={`${key}=${value}`} className="break-all">
            {key}={value}
          </code>
        ))}
      />
      <div>
        <h3 className="text-sm font-semibold">Clean URL</h3>
        <code className="block text-sm break-all" data-testid="clean-url">
          {cleaned.href}
        </code>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" disabled={!changed} onClick={() => onUse(cleaned.href)}>
          Use the clean URL
        </Button>
        <CopyButton text={cleaned.href} label="Copy clean URL" />
      </div>
      <details className="text-xs text-slate-600 dark:text-slate-400">
        <summary className="cursor-pointer">What is unwrapped and removed</summary>
        <p className="mt-1">
          Wrappers: Outlook Safe Links, Google /url (q= and url=), Facebook and Instagram link shims, LinkedIn, Slack, YouTube, Steam, VK and Proofpoint URL
          Defense v1, v2 and v3, nested ones to the end. Tracking parameters: {TRACKING_PARAMETERS.join(', ')}.
        </p>
      </details>
    </div>
  );
}
