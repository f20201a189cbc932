import { Sprout } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'bip39-generator',
  title: 'BIP39 Mnemonic',
  description: 'BIP39 recovery phrases: generate, check, entropy to words and back, and the seed, in 10 languages.',
  icon: Sprout,
  color: '#65a30d',
  kind: 'local',
  category: 'Generators',
  load: () => import('./bip39-generator.screen'),
});
