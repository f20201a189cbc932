import { QrCode, ScanLine } from 'lucide-react';
import { useState } from 'react';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { GeneratePanel } from './generate-panel';
import { ModeTabs, type TabOption } from './mode-tabs';
import { fieldsShape, kindShape, sharedShape, withoutSecrets } from './qr-inputs';
import { defaultTemplateFields, type TemplateFields, type TemplateKind } from './qr-payload.logic';
import { ScanPanel } from './scan-panel';

type Mode = 'generate' | 'scan';

const modes: readonly TabOption<Mode>[] = [
  { value: 'generate', label: 'Generate', icon: QrCode },
  { value: 'scan', label: 'Scan', icon: ScanLine },
];

const ID = 'qr-mode';

export default function QrCodeGeneratorScreen() {
  const [mode, setMode] = useState<Mode>('generate');
  const shared = useSharedState(sharedShape);
  const [kind, setKind] = useToolInput<TemplateKind>('kind', 'text', kindShape, { shared: shared?.kind });
  const [fields, setFields] = useToolInput<TemplateFields>('fields', defaultTemplateFields, fieldsShape, { shared: shared?.fields, keep: withoutSecrets });

  /** A scanned text becomes the generator's plain-text content, ready to restyle or re-export. */
  const openInGenerator = (text: string) => {
    setFields((current) => ({ ...current, text }));
    setKind('text');
    setMode('generate');
  };

  // Both panels stay mounted, so switching tabs keeps what the visitor typed and scanned.
  return (
    <div className="space-y-4">
      <ModeTabs label="Mode" idPrefix={ID} value={mode} options={modes} onChange={setMode} />
      <div role="tabpanel" id={`${ID}-panel-generate`} aria-labelledby={`${ID}-tab-generate`} hidden={mode !== 'generate'}>
        <GeneratePanel kind={kind} onKindChange={setKind} fields={fields} onFieldsChange={setFields} sharedStyle={shared?.style} />
      </div>
      <div role="tabpanel" id={`${ID}-panel-scan`} aria-labelledby={`${ID}-tab-scan`} hidden={mode !== 'scan'}>
        <ScanPanel active={mode === 'scan'} onOpenInGenerator={openInGenerator} />
      </div>
    </div>
  );
}
