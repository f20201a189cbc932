import { useDeferredValue, useMemo, useState } from 'react';
import { ShareLinkButton } from '@/components/share-link-button';
import { SideBySide } from '@/components/side-by-side';
import { useToolInput } from '@/hooks/use-tool-input';
import { ContentFields } from './content-fields';
import { checkColors } from './color-contrast.logic';
import { DEFAULT_BACKGROUND, DEFAULT_ERROR_CORRECTION, DEFAULT_FOREGROUND, encodeQr, SIZE_LIMITS, type ErrorCorrection } from '@/lib/qr-code';
import { buildPayload, type TemplateFields, type TemplateKind } from './qr-payload.logic';
import { styleShape, withoutSecrets, type QrStyle } from './qr-inputs';
import { QrPreview } from './qr-preview';
import { StyleControls, type Logo, type StyleValue } from './style-controls';

interface GeneratePanelProps {
  kind: TemplateKind;
  onKindChange: (kind: TemplateKind) => void;
  fields: TemplateFields;
  onFieldsChange: (fields: TemplateFields) => void;
  /** Size, colours and level from a share link, if the tool was opened from one. */
  sharedStyle?: QrStyle;
}

const EMPTY_TEXT_HINT = 'Enter text or a URL to encode.';

const defaultStyle: QrStyle = { size: SIZE_LIMITS.initial, foreground: DEFAULT_FOREGROUND, background: DEFAULT_BACKGROUND, level: DEFAULT_ERROR_CORRECTION };

export function GeneratePanel({ kind, onKindChange, fields, onFieldsChange, sharedStyle }: GeneratePanelProps) {
  const [style, setStyle] = useToolInput<QrStyle>('style', defaultStyle, styleShape, { shared: sharedStyle });
  const { size, foreground, background, level: chosenLevel } = style;
  const [logo, setLogo] = useState<Logo | null>(null);
  const changeStyle = ({ logo: nextLogo, ...patch }: Partial<StyleValue>) => {
    if (nextLogo !== undefined) setLogo(nextLogo);
    if (Object.keys(patch).length > 0) setStyle((current) => ({ ...current, ...patch }));
  };

  // A logo hides part of the code, so the highest recovery level is forced while one is shown.
  const level: ErrorCorrection = logo ? 'H' : chosenLevel;
  const payload = useMemo(() => buildPayload(kind, fields), [kind, fields]);
  const content = payload.ok ? payload.payload : '';
  // Encoding a long text takes tens of milliseconds: typing stays immediate and the preview follows.
  const encodedContent = useDeferredValue(content);
  const hasLogo = logo !== null;
  const encoded = useMemo(() => encodeQr(encodedContent, level, hasLogo), [encodedContent, level, hasLogo]);
  const colors = useMemo(() => checkColors(foreground, background), [foreground, background]);

  const hint = !payload.ok ? payload.message : content === '' ? EMPTY_TEXT_HINT : null;
  const canDownload = content !== '' && encodedContent === content && encoded.ok;

  return (
    <SideBySide roomy>
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="qr-content-heading" className="space-y-3">
          <h2 id="qr-content-heading" className="text-base font-semibold">
            Content
          </h2>
          <ContentFields kind={kind} onKindChange={onKindChange} fields={fields} onFieldsChange={onFieldsChange} payload={payload} hint={hint} />
          <ShareLinkButton state={{ kind, fields: withoutSecrets(fields), style }} />
        </section>
        <section aria-labelledby="qr-style-heading" className="space-y-3">
          <h2 id="qr-style-heading" className="text-base font-semibold">
            Appearance
          </h2>
          <StyleControls value={{ ...style, level, logo }} onChange={changeStyle} contrastText={colors?.ratioText ?? null} />
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
          colors={colors}
          canDownload={canDownload}
          empty={content === ''}
        />
      </section>
    </SideBySide>
  );
}
