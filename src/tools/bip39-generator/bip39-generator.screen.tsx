import { CircleCheck, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { SideBySide } from '@/components/side-by-side';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToolInput } from '@/hooks/use-tool-input';
import { failureDetail } from '@/lib/failure-detail';
import { bitsOf, ENGLISH, generatePhrase, phraseOfEntropy, readPhrase, seedOf, WORD_COUNTS, WORD_LISTS, type WordCount } from './bip39.logic';
import { DEFAULT_SETTINGS, settingsShape, type Bip39Settings } from './bip39-settings';

const wordCountOptions = WORD_COUNTS.map((count) => ({ value: String(count) as `${WordCount}`, label: `${count} words (${bitsOf(count)} bits)` }));

export default function Bip39GeneratorScreen() {
  const [settings, setSettings] = useToolInput<Bip39Settings>('settings', DEFAULT_SETTINGS, settingsShape);
  const listChoice = WORD_LISTS.find((list) => list.value === settings.list) ?? WORD_LISTS[0];
  // The loaded list; English comes with the tool, another is fetched when chosen (null until it has come).
  const [loaded, setLoaded] = useState<{ id: string; words: readonly string[] } | null>(() =>
    settings.list === 'english' ? { id: 'english', words: ENGLISH } : null,
  );
  const words = loaded?.id === settings.list ? loaded.words : null;
  const [listFailure, setListFailure] = useState<string | null>(null);
  // Secrets: plain state, never remembered, never in a link.
  const [phrase, setPhrase] = useState(() => (words ? generatePhrase(words, settings.words) : ''));
  /** The entropy field while it holds what the visitor is typing and it is not (yet) valid entropy. */
  const [entropyDraft, setEntropyDraft] = useState<string | null>(null);
  const [passphrase, setPassphrase] = useState('');
  /** The entropy of the phrase when another list was chosen: the new list says it in its own words. */
  const [carried, setCarried] = useState('');
  const [seed, setSeed] = useState<{ of: string; hex: string } | { of: string; failure: string } | null>(null);

  const read = useMemo(() => (words ? readPhrase(phrase, words, listChoice.label) : null), [phrase, words, listChoice.label]);
  const entropyHex = read?.ok ? read.entropyHex : '';
  const entropyCheck = entropyDraft !== null && words ? phraseOfEntropy(entropyDraft, words) : null;
  const seedKey = `${phrase}\u0000${passphrase}`;
  const shownSeed = seed?.of === seedKey ? seed : null;

  // A list that is not here yet (a remembered choice, or a new one): fetched, then the same entropy is said in
  // its words, or a first phrase is made.
  useEffect(() => {
    if (words) return;
    let current = true;
    listChoice.load().then(
      (list) => {
        if (!current) return;
        setListFailure(null);
        setLoaded({ id: listChoice.value, words: list });
        setPhrase((previous) => {
          const same = carried ? phraseOfEntropy(carried, list) : null;
          return same?.ok ? same.phrase : previous.trim() === '' ? generatePhrase(list, settings.words) : previous;
        });
      },
      (error: unknown) => current && setListFailure(`Could not load the ${listChoice.label} list: ${failureDetail(error)}.`),
    );
    return () => {
      current = false;
    };
  }, [words, listChoice, carried, settings.words]);

  useEffect(() => {
    if (!read?.ok) return;
    let current = true;
    seedOf(phrase, passphrase).then(
      (hex) => current && setSeed({ of: seedKey, hex }),
      (error: unknown) => current && setSeed({ of: seedKey, failure: `Could not derive the seed: ${failureDetail(error)}.` }),
    );
    return () => {
      current = false;
    };
  }, [read, phrase, passphrase, seedKey]);

  const onEntropy = (text: string) => {
    const made = words ? phraseOfEntropy(text, words) : null;
    if (made?.ok) {
      setPhrase(made.phrase);
      setEntropyDraft(null);
    } else setEntropyDraft(text);
  };

  const onList = (list: Bip39Settings['list']) => {
    setCarried(entropyHex);
    setSettings({ ...settings, list });
  };

  const onPhrase = (text: string) => {
    setPhrase(text);
    setEntropyDraft(null);
  };

  return (
    <SideBySide alignTop>
      <Panel title="Phrase" actions={<CopyButton text={read?.ok ? phrase.trim() : ''} />}>
        <div className="space-y-3">
          <div className="flex flex-wrap items-end gap-3">
            <Field label="Word list">
              <Select value={settings.list} options={WORD_LISTS} onValue={onList} />
            </Field>
            <Field label="Length">
              <Select
                value={String(settings.words) as `${WordCount}`}
                options={wordCountOptions}
                onValue={(count) => setSettings({ ...settings, words: Number(count) as WordCount })}
              />
            </Field>
            <Button icon={RefreshCw} disabled={!words} onClick={() => words && onPhrase(generatePhrase(words, settings.words))}>
              Generate
            </Button>
          </div>
          <Field label="Mnemonic">
            <Textarea rows={4} value={phrase} onValue={onPhrase} spellCheck={false} autoComplete="off" autoCapitalize="off" className="font-mono" />
          </Field>
          <ErrorLine message={listFailure ?? (read && !read.ok ? read.message : null)} />
          {read?.ok && (
            <p role="status" className="flex items-center gap-1.5 text-sm text-green-700 dark:text-green-400">
              <CircleCheck aria-hidden="true" className="size-4" />
              Valid BIP39 phrase: {read.words} words, {bitsOf(read.words)} bits of entropy, checksum correct.
            </p>
          )}
        </div>
      </Panel>
      <div className="space-y-4">
        <Panel title="Entropy" actions={<CopyButton text={entropyHex} ariaLabel="Copy entropy" />}>
          <Field label="Entropy (hex)">
            <Input code value={entropyDraft ?? entropyHex} onValue={onEntropy} spellCheck={false} autoComplete="off" />
          </Field>
          <ErrorLine message={entropyCheck && !entropyCheck.ok ? entropyCheck.message : null} />
        </Panel>
        <Panel title="Seed" actions={<CopyButton text={shownSeed && 'hex' in shownSeed ? shownSeed.hex : ''} ariaLabel="Copy seed" />}>
          <div className="space-y-3">
            <Field label="Passphrase (optional)">
              <Input type="password" value={passphrase} onValue={setPassphrase} autoComplete="off" />
            </Field>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              The seed is PBKDF2-HMAC-SHA512 of the phrase, 2,048 rounds, salted with “mnemonic” and the passphrase.
            </p>
            {read?.ok && shownSeed && 'hex' in shownSeed && (
              <code data-testid="bip39-seed" className="block font-mono text-sm break-all">
                {shownSeed.hex}
              </code>
            )}
            <ErrorLine message={shownSeed && 'failure' in shownSeed ? shownSeed.failure : null} />
          </div>
        </Panel>
      </div>
    </SideBySide>
  );
}
