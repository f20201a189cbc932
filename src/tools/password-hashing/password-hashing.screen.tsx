import { useCallback, useState } from 'react';
import { SideBySide } from '@/components/side-by-side';
import { useToolSettings } from '@/hooks/use-tool-settings';
import { HashForm } from './hash-form';
import type { Timing } from './params.logic';
import { SETTINGS, type Settings } from './settings';
import { VerifyForm } from './verify-form';

export default function PasswordHashingScreen() {
  const [settings, setSettings] = useToolSettings(SETTINGS);
  const onChange = useCallback((change: Partial<Settings>) => setSettings((previous) => ({ ...previous, ...change })), [setSettings]);
  // Plain state: a pasted hash is never remembered or put in a link.
  const [hash, setHash] = useState('');
  // The latest time of each kind of hash on this device, to estimate a slow cost before it runs.
  const [timed, setTimed] = useState<Timing[]>([]);
  const onTimed = useCallback((timing: Timing) => setTimed((previous) => [timing, ...previous].slice(0, 12)), []);

  return (
    <SideBySide alignTop>
      <HashForm value={settings} onChange={onChange} timed={timed} onTimed={onTimed} onCheck={setHash} />
      <VerifyForm hash={hash} onHash={setHash} timed={timed} onTimed={onTimed} />
    </SideBySide>
  );
}
