import { Eraser, FileKey } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { SideBySide } from '@/components/side-by-side';
import { Button } from '@/components/ui/button';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useNow } from '@/hooks/use-now';
import { ClaimsCheckPanel } from './claims-check-panel';
import { ClaimsTable } from './claims-table';
import { DecodedJsonPanel } from './decoded-json-panel';
import { EncodedTokenInput } from './encoded-token-input';
import { localTimeZone } from './jwt-claims.logic';
import { decodeToken, headerAlg, SAMPLE_SECRET, SAMPLE_TOKEN } from './jwt-decode.logic';
import { algFamily } from './jwt-keys.logic';
import { isStatusVisible, securityWarnings, verifySignature } from './jwt-verify.logic';
import { TokenEncoder } from './token-encoder';
import { useLatestResult } from './use-latest-result';
import { VerifySignaturePanel } from './verify-signature-panel';

const SAMPLE = decodeToken(SAMPLE_TOKEN);

export default function JwtDebuggerScreen() {
  const [token, setToken] = useState(SAMPLE_TOKEN);
  const [secret, setSecret] = useState(SAMPLE_SECRET);
  const [secretIsBase64, setSecretIsBase64] = useState(false);
  const tokenInputArea = useRef<HTMLDivElement>(null);
  const now = useNow();
  // Read after the first paint: the page's first Intl call loads ICU data, and the token input comes first.
  const timeZone = useAfterFirstPaint(localTimeZone);

  const decoded = useMemo(() => decodeToken(token), [token]);
  const verifyRequest = useMemo(() => ({ token: decoded.token, header: decoded.header, key: secret, secretIsBase64 }), [decoded, secret, secretIsBase64]);
  const { result: outcome } = useLatestResult(verifyRequest, verifySignature);
  const warnings = useMemo(() => securityWarnings(decoded.header, secret, secretIsBase64), [decoded.header, secret, secretIsBase64]);

  const showInDebugger = (signedToken: string, verifyKey: string, isBase64: boolean) => {
    setToken(signedToken);
    setSecret(verifyKey);
    setSecretIsBase64(isBase64);
    tokenInputArea.current?.scrollIntoView({ block: 'start' });
    tokenInputArea.current?.querySelector('textarea')?.focus({ preventScroll: true });
  };

  return (
    <div className="space-y-4">
      <SideBySide>
        <div ref={tokenInputArea} className="min-w-0 self-start">
          <Panel
            title="Encoded JWT"
            actions={
              <>
                <Button
                  icon={FileKey}
                  onClick={() => {
                    setToken(SAMPLE_TOKEN);
                    setSecret(SAMPLE_SECRET);
                    setSecretIsBase64(false);
                  }}
                >
                  Sample
                </Button>
                <Button icon={Eraser} onClick={() => setToken('')} disabled={token === ''}>
                  Clear
                </Button>
                <CopyButton text={token} ariaLabel="Copy JWT" />
              </>
            }
          >
            <EncodedTokenInput
              value={token}
              onChange={setToken}
              label="Encoded JWT"
              describedBy={decoded.error ? 'jwt-token-error' : undefined}
              invalid={decoded.error !== null}
            />
            <div id="jwt-token-error">
              <ErrorLine message={decoded.error} />
            </div>
          </Panel>
        </div>

        <div className="min-w-0 space-y-4">
          <DecodedJsonPanel title="Header" json={decoded.headerJson} />
          <DecodedJsonPanel title="Payload" json={decoded.payloadJson} />
          <VerifySignaturePanel
            signature={decoded.signature}
            secret={secret}
            onSecretChange={setSecret}
            showBase64Option={algFamily(headerAlg(decoded.header)) === 'HS'}
            secretIsBase64={secretIsBase64}
            onSecretIsBase64Change={setSecretIsBase64}
            warnings={warnings}
            statusVisible={isStatusVisible(secret, decoded.signature)}
            outcome={outcome}
          />
        </div>
      </SideBySide>

      <SideBySide alignTop>
        <ClaimsTable payload={decoded.payload} now={now} timeZone={timeZone} />
        <ClaimsCheckPanel header={decoded.header} payload={decoded.payload} now={now} />
      </SideBySide>

      <TokenEncoder
        decodedHeaderJson={decoded.headerJson}
        decodedPayloadJson={decoded.payloadJson}
        initialHeaderJson={SAMPLE.headerJson}
        initialPayloadJson={SAMPLE.payloadJson}
        onUse={showInDebugger}
      />
    </div>
  );
}
