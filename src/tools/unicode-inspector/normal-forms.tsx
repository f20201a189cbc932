import { CopyButton } from '@/components/copy-button';
import { Panel } from '@/components/panel';
import type { NormalizedForm } from './inspect.logic';
import { formatNumber } from '@contract/format-number';

const FORM_NAMES: Record<string, string> = {
  NFC: 'composed',
  NFD: 'decomposed',
  NFKC: 'compatibility composed',
  NFKD: 'compatibility decomposed',
};

export function NormalForms({ forms }: { forms: NormalizedForm[] }) {
  return (
    <Panel title="Normalisation forms" flush>
      <dl className="divide-y divide-slate-200 dark:divide-slate-800">
        {forms.map((entry) => (
          <div key={entry.form} className="flex items-start gap-3 px-3 py-2" data-testid={`form-${entry.form}`}>
            <dt className="w-56 shrink-0 text-sm font-medium">
              {entry.form} <span className="font-normal text-slate-600 dark:text-slate-400">({FORM_NAMES[entry.form]})</span>
            </dt>
            <dd className="flex min-w-0 flex-1 items-start gap-3 text-sm">
              <div className="min-w-0 flex-1">
                {entry.same ? (
                  <span className="text-slate-600 dark:text-slate-400">Same as the input.</span>
                ) : (
                  <>
                    <span className="mr-2 font-semibold">Changed:</span>
                    <span className="font-mono break-all whitespace-pre-wrap">{entry.text.length > 2000 ? `${entry.text.slice(0, 2000)}…` : entry.text}</span>
                    <span className="mt-1 block font-mono text-xs text-slate-600 dark:text-slate-400">
                      {entry.codePoints.join(' ')}
                      {entry.moreCodePoints > 0 && ` and ${formatNumber(entry.moreCodePoints)} more`}
                    </span>
                  </>
                )}
              </div>
              <CopyButton text={entry.text} ariaLabel={`Copy ${entry.form}`} />
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
