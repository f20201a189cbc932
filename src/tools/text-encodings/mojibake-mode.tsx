import { useState } from 'react';
import { OutputNotes } from '@/components/output-notes';
import { TwoPaneScreen, type TwoPanePage } from '@/components/two-pane-page';
import { Segmented } from '@/components/ui/segmented';
import { anyTextFile } from '@/lib/files';
import { makeMojibake, repairMojibake } from './charsets.logic';

type Direction = 'repair' | 'damage';

const page: TwoPanePage = {
  input: { label: 'Garbled text', placeholder: 'Paste text such as “CafÃ©” or “donâ€™t”.', drop: 'Drop a text file to repair it' },
  output: { label: 'Repaired text', placeholder: 'The repaired text appears here as you type.', busy: 'Repairing…' },
  language: 'text',
  file: anyTextFile(20),
  sample: 'CafÃ© crÃ¨me, donâ€™t panic â€” naÃƒÂ¯ve rÃƒÂ©sumÃƒÂ©',
  download: { fileName: (sourceName) => `${sourceName?.replace(/\.[^.]+$/, '') || 'text'}.repaired.txt`, mimeType: 'text/plain' },
  shortcut: 'to repair again (it runs as you type)',
};
const damagePage: TwoPanePage = {
  ...page,
  input: { label: 'Text', placeholder: 'Type text to see how it looks when its UTF-8 is read as Windows-1252.', drop: 'Drop a text file' },
  output: { label: 'Garbled text', placeholder: 'The garbled text appears here as you type.', busy: 'Garbling…' },
  sample: 'Café crème, don’t panic',
  download: { fileName: (sourceName) => `${sourceName?.replace(/\.[^.]+$/, '') || 'text'}.garbled.txt`, mimeType: 'text/plain' },
  shortcut: 'to run again (it runs as you type)',
};

const directions = [
  { value: 'repair', label: 'Repair' },
  { value: 'damage', label: 'Reproduce the damage' },
] as const;
const roundOptions = [
  { value: '1', label: 'Once' },
  { value: '2', label: 'Twice' },
] as const;

/** Mojibake: UTF-8 read as Windows-1252 or Latin-1, mended as often as it was done; or the damage made, to test a fix. */
export function MojibakeMode() {
  const [text, setText] = useState('');
  const [direction, setDirection] = useState<Direction>('repair');
  const [rounds, setRounds] = useState<'1' | '2'>('1');
  const repaired = direction === 'repair' ? repairMojibake(text) : null;
  const output = repaired ? repaired.text : makeMojibake(text, Number(rounds));
  const notes =
    repaired && text !== ''
      ? [
          repaired.rounds === 0
            ? 'Nothing to repair: this text is not UTF-8 read as Windows-1252 or Latin-1 (or was read right).'
            : `Repaired in ${repaired.rounds === 1 ? 'one round' : `${repaired.rounds} rounds`}: the text had been misread ${repaired.rounds === 1 ? 'once' : `${repaired.rounds} times`}.`,
        ]
      : [];

  return (
    <TwoPaneScreen
      page={direction === 'repair' ? page : damagePage}
      input={text}
      onInput={setText}
      output={output}
      busy={false}
      run={() => undefined}
      controls={
        <>
          <Segmented legend="Direction" name="mojibake-direction" value={direction} options={directions} onChange={setDirection} />
          {direction === 'damage' && <Segmented legend="Misread" name="mojibake-rounds" value={rounds} options={roundOptions} onChange={setRounds} />}
        </>
      }
      actions={null}
      error={null}
      notes={notes.length > 0 && <OutputNotes title="About this result" items={notes} />}
    />
  );
}
