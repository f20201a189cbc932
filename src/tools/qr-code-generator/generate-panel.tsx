import { useDeferredValue, useMemo, useState } from 'react';
import { ContentFields } from './content-fields';
import { checkColours } from './colour-contrast.logic';
import {
  DEFAULT_BACKGROUND,
  DEFAULT_ERROR_CORRECTION,
  DEFAULT_FOREGROUND,
  encodeQr,
  SIZE_LIMITS,
  type ErrorCorrection,
} from './qr-code.logic';
import { buildPayload, type TemplateFields, type TemplateKind } from './qr-payload.logic';
import { QrPreview } from './qr-preview';
import { StyleControls, type Logo } from './style-controls';

interface GeneratePanelProps {
  kind: TemplateKind;
  onKindChange: (kind: TemplateKind) => void;
  fields: TemplateFields;
  onFieldsChange: (fields: TemplateFields) => void;
}

const EMPTY_TEXT_HINT = 'Enter text or a URL to encode.';

export function GeneratePanel({ kind, onKindChange, fields, onFieldsChange }: GeneratePanelProps) {
  const [size, setSize] = useState<number>(SIZE_LIMITS.initial);
  const [foreground, setForeground] = useState(DEFAULT_FOREGROUND);
  const [background, setBackground] = useState(DEFAULT_BACKGROUND);
  const [chosenLevel, setChosenLevel] = useState<ErrorCorrection>(DEFAULT_ERROR_CORRECTION);
  const [logo, setLogo] = useState<Logo | null>(null);

  // A logo hides part of the code, so the highest recovery level is forced while one is shown.
  const level: ErrorCorrection = logo ? 'H' : chosenLevel;
  const payload = useMemo(() => buildPayload(kind, fields), [kind, fields]);
  const content = payload.ok ? payload.payload : '';
  // Encoding a long text takes tens of milliseconds: typing stays immediate and the preview follows.
  const encodedContent = useDeferredValue(content);
  const hasLogo = logo !== null;
  const encoded = useMemo(() => encodeQr(encodedContent, level, hasLogo), [encodedContent, level, hasLogo]);
  const colours = useMemo(() => checkColours(foreground, background), [foreground, background]);

  const hint = !payload.ok ? payload.message : content === '' ? EMPTY_TEXT_HINT : null;
  const canDownload = content !== '' && encodedContent === content && encoded.ok;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="qr-content-heading" className="space-y-3">
          <h2 id="qr-content-heading" className="text-base font-semibold">
            Content
          </h2>
          <ContentFields kind={kind} onKindChange={onKindChange} fields={fields} onFieldsChange={onFieldsChange} payload={payload} hint={hint} />
        </section>
        <section aria-labelledby="qr-style-heading" className="space-y-3">
          <h2 id="qr-style-heading" className="text-base font-semibold">
            Appearance
          </h2>
          <StyleControls
            size={size}
            onSizeChange={setSize}
            foreground={foreground}
            onForegroundChange={setForeground}
            background={background}
            onBackgroundChange={setBackground}
            contrastText={colours?.ratioText ?? null}
            level={level}
            onLevelChange={setChosenLevel}
            logo={logo}
            onLogoChange={setLogo}
          />
        </section>
      </div>
      <section aria-labelledby="qr-preview-heading" className="min-w-0 space-y-3">
        <h2 id="qr-preview-heading" className="text-base font-semibold">
          Preview
        </h2>
        <QrPreview
          encoded={encoded}
          size={size}
          foreground={foreground}
          background={background}
          level={level}
          logo={logo}
          colours={colours}
          canDownload={canDownload}
          empty={content === ''}
        />
      </section>
    </div>
  );
}
