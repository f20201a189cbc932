import { FloatPanel } from './float-panel';
import { IntegerPanel } from './integer-panel';
import { RomanPanel } from './roman-panel';

export default function NumberBaseConverterScreen() {
  return (
    <div className="space-y-10">
      <IntegerPanel />
      <FloatPanel />
      <RomanPanel />
    </div>
  );
}
