import { RefreshCw } from 'lucide-react';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { CopyButton } from '@/components/copy-button';
import { DownloadButton } from '@/components/download-button';
import { ErrorLine } from '@/components/error-line';
import { CARD_CLASS, Panel } from '@/components/panel';
import { ShareLinkButton } from '@/components/share-link-button';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { useToolSettings } from '@/hooks/use-tool-settings';
import { bitsVerdict } from './entropy.logic';
import { generate, type Generated } from './generate.logic';
import { GeneratedList } from './generated-list';
import { GeneratorOptions } from './generator-options';
import { randomDraw, type RandomSource } from './random-draw.logic';
import { SETTINGS, VIEWS, type GeneratorSettings, type Mode } from './settings';
import { StrengthAnalyser } from './strength-analyser';
import { WORD_LIST } from './word-list';
import { formatCount, formatNumber } from '@contract/format-number';

const NOUNS: Record<Mode, [one: string, many: string, file: string]> = {
  password: ['password', 'passwords', 'passwords.txt'],
  passphrase: ['passphrase', 'passphrases', 'passphrases.txt'],
  pin: ['PIN', 'PINs', 'pins.txt'],
  bytes: ['token', 'tokens', 'random-bytes.txt'],
};

interface PasswordGeneratorScreenProps {
  /** Where random bytes come from: crypto.getRandomValues, or a test's seeded stream. */
  source?: RandomSource;
}

export default function PasswordGeneratorScreen({ source }: PasswordGeneratorScreenProps) {
  const [settings, setSettings] = useToolSettings(SETTINGS);
  const draw = useMemo(() => randomDraw(source), [source]);
  // Secrets are plain state: never remembered, never in a link (the settings' shapes have no field for them), never logged.
  const [batch, setBatch] = useState<Generated>(() => generate(settings, draw, WORD_LIST));
  const [analysed, setAnalysed] = useState('');
  /** The last item sent to the analyser and the generator's exact bits for it, shown beside zxcvbn's estimate. */
  const [sent, setSent] = useState<{ text: string; bits: number } | null>(null);

  const regenerate = useCallback((next: GeneratorSettings) => setBatch(generate(next, draw, WORD_LIST)), [draw]);
  const change = (patch: Partial<GeneratorSettings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    if (Object.keys(patch).some((key) => key !== 'view')) regenerate(next);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    regenerate(settings);
  };
  const analyse = (text: string) => {
    setAnalysed(text);
    if (batch.ok) setSent({ text, bits: batch.entropy.bits });
    setSettings((previous) => ({ ...previous, view: 'analyse' }));
  };

  const [one, many, fileName] = NOUNS[settings.mode];
  const items = batch.ok ? batch.items : [];
  const allText = items.join('\n');

  return (
    <div className="space-y-4">
      <Segmented legend="View" hideLegend name="password-view" value={settings.view} options={VIEWS.options} onChange={(view) => change({ view })} />
      {settings.view === 'analyse' ? (
        <StrengthAnalyser value={analysed} onValue={setAnalysed} generatedBits={sent?.text === analysed && analysed !== '' ? sent.bits : null} />
      ) : (
        <>
          <form onSubmit={onSubmit} noValidate className={`${CARD_CLASS} space-y-4 p-4`}>
            <GeneratorOptions value={settings} onChange={change} />
            <Button type="submit" variant="primary" icon={RefreshCw}>
              Generate
            </Button>
          </form>
          <Panel
            title={items.length === 1 ? one.charAt(0).toUpperCase() + one.slice(1) : many.charAt(0).toUpperCase() + many.slice(1)}
            flush
            actions={
              <>
                <ShareLinkButton state={settings} />
                {items.length > 1 && <CopyButton text={allText} label="Copy all" />}
                <DownloadButton fileName={fileName} mimeType="text/plain" content={items.length > 0 ? `${allText}\n` : ''} label="Download .txt" />
              </>
            }
            footer={
              batch.ok && (
                <div className="space-y-1" data-testid="entropy">
                  <p className="text-sm text-slate-800 dark:text-slate-200">
                    <strong>
                      Entropy: {formatNumber(batch.entropy.bits, 1)} bits {items.length > 1 ? `per ${one}` : ''}
                    </strong>{' '}
                    ({bitsVerdict(batch.entropy.bits)}) · {formatCount(items.length, one, many)}
                  </p>
                  <p>{batch.entropy.basis}</p>
                </div>
              )
            }
          >
            {!batch.ok && (
              <div className="p-4">
                <ErrorLine message={batch.message} />
              </div>
            )}
            {items.length > 0 && <GeneratedList key={items[0]} items={items} noun={one} onAnalyse={analyse} />}
          </Panel>
        </>
      )}
    </div>
  );
}
