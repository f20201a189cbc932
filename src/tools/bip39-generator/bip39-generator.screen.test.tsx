import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { entropyToMnemonic } from '@scure/bip39';
import { wordlist as frenchWords } from '@scure/bip39/wordlists/french.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool, rememberedText } from '@/lib/tool-screen.fixture';
import Bip39GeneratorScreen from './bip39-generator.screen';

const PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const field = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, text: string) => fireEvent.change(screen.getByLabelText(name), { target: { value: text } });

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
  vi.useRealTimers();
});

describe('Bip39GeneratorScreen', () => {
  it('opens with a valid 12-word phrase and keeps phrase and entropy in step both ways', async () => {
    render(<Bip39GeneratorScreen />, { wrapper: inTool('bip39-generator') });
    expect((field('Mnemonic') as HTMLTextAreaElement).value.split(' ')).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Valid BIP39 phrase: 12 words, 128 bits of entropy, checksum correct.');
    type('Mnemonic', PHRASE);
    expect(field('Entropy (hex)')).toHaveValue('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
    type('Entropy (hex)', '0000');
    expect(screen.getByRole('alert')).toHaveTextContent('Entropy is 32, 40, 48, 56 or 64 hexadecimal digits (128 to 256 bits); this has 4.');
    expect(field('Mnemonic')).toHaveValue(PHRASE);
    type('Entropy (hex)', '00000000000000000000000000000000');
    expect(field('Mnemonic')).toHaveValue('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about');
    type('Passphrase (optional)', 'TREZOR');
    await waitFor(() =>
      expect(screen.getByTestId('bip39-seed')).toHaveTextContent(
        'c55257c360c07c72029aebc1b53c05ed0362ada38ead3e3e9efa3708e53495531f09a6987599d18264c1e1c92f2cf141630c7a3c4ab7c81b2f001698e7463b04',
      ),
    );
  });

  it('says the same entropy in another list once it has loaded', async () => {
    render(<Bip39GeneratorScreen />, { wrapper: inTool('bip39-generator') });
    type('Mnemonic', PHRASE);
    fireEvent.change(screen.getByRole('combobox', { name: 'Word list' }), { target: { value: 'french' } });
    const french = entropyToMnemonic(new Uint8Array(16).fill(0x7f), frenchWords);
    await waitFor(() => expect(field('Mnemonic')).toHaveValue(french));
    expect(field('Entropy (hex)')).toHaveValue('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
  });

  it('remembers the list and length when asked, never the phrase, entropy or passphrase', () => {
    vi.useFakeTimers();
    setRememberInputs(true);
    const first = render(<Bip39GeneratorScreen />, { wrapper: inTool('bip39-generator') });
    fireEvent.change(screen.getByRole('combobox', { name: 'Length' }), { target: { value: '24' } });
    type('Mnemonic', PHRASE);
    type('Passphrase (optional)', 'my secret words');
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();
    const kept = rememberedText();
    expect(kept).toContain('"words":24');
    for (const secret of ['legal', '7f7f7f', 'my secret words']) expect(kept).not.toContain(secret);
  });
});
