import { useSharedState } from '@/hooks/use-shared-state';
import type { StoredShape } from '@/lib/stored-value';
import { FloatPanel } from './float-panel';
import { IntegerPanel } from './integer-panel';
import { RomanPanel } from './roman-panel';

/** Opened as a Roman numeral converter (IT-Tools' `roman-numeral-converter`), that panel comes first. */
const panelShape: StoredShape<{ panel?: 'roman' }> = (raw) =>
  typeof raw === 'object' && raw !== null && 'panel' in raw && raw.panel === 'roman' ? { panel: 'roman' } : {};

export default function NumberBaseConverterScreen() {
  const romanFirst = useSharedState(panelShape)?.panel === 'roman';
  return (
    <div className="space-y-10">
      {romanFirst && <RomanPanel />}
      <IntegerPanel />
      <FloatPanel />
      {!romanFirst && <RomanPanel />}
    </div>
  );
}
