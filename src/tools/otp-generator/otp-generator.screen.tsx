import { useCallback, useMemo, useState } from 'react';
import { SideBySide } from '@/components/side-by-side';
import { useToolSettings } from '@/hooks/use-tool-settings';
import { generateSecret, readBase32Secret, shortSecretNote } from './base32-secret.logic';
import { KeyUriPanel } from './key-uri-panel';
import { readParams } from './otp-codes.logic';
import { OtpForm } from './otp-form';
import { OtpLive } from './otp-live';
import { buildKeyUri } from './otp-uri.logic';
import { SETTINGS, type OtpSettings } from './otp-settings';

interface OtpGeneratorScreenProps {
  /** Where the time comes from: Date.now, or a test's clock. */
  clock?: () => number;
}

export default function OtpGeneratorScreen({ clock }: OtpGeneratorScreenProps) {
  const [settings, setSettings] = useToolSettings(SETTINGS);
  // The secret is plain state: never remembered, never in a link (the settings' shapes have no field for it).
  const [secretText, setSecretText] = useState(() => generateSecret(settings.algorithm));
  const onChange = useCallback((change: Partial<OtpSettings>) => setSettings((previous) => ({ ...previous, ...change })), [setSettings]);

  const secret = useMemo(() => readBase32Secret(secretText), [secretText]);
  const params = useMemo(() => readParams(settings), [settings]);
  const built = useMemo(
    () => (secret.ok && params.ok ? buildKeyUri(secret.secret, params.params, settings.issuer, settings.account) : null),
    [secret, params, settings.issuer, settings.account],
  );

  return (
    <SideBySide alignTop>
      <OtpForm
        value={settings}
        onChange={onChange}
        secret={secretText}
        onSecret={setSecretText}
        secretError={secret.ok ? null : secret.message}
        secretNote={secret.ok ? shortSecretNote(secret.secret) : null}
        onGenerate={() => setSecretText(generateSecret(settings.algorithm))}
        settingsError={params.ok ? null : params.message}
      />
      <div className="space-y-4">
        {secret.ok && params.ok && (
          <OtpLive secret={secret.secret} params={params.params} window={settings.window} onWindow={(window) => onChange({ window })} clock={clock} />
        )}
        <KeyUriPanel built={built} />
      </div>
    </SideBySide>
  );
}
