import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool, rememberedText } from '@/lib/tool-screen.fixture';
import EncryptDecryptScreen from './encrypt-decrypt.screen';

const PASSPHRASE = 'tr0ub4dor & 3 🐎';
const SAMPLE = 'Meet me by the old oak at noon. 🌳';

const editor = (name: string) => screen.getByRole('textbox', { name });
/** An editor's text, without the placeholder CodeMirror draws in an empty one. */
const editorText = (name: string) => {
  const copy = editor(name).cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.cm-placeholder').forEach((placeholder) => placeholder.remove());
  return copy.textContent;
};
const passphrase = () => screen.getByLabelText('Passphrase', { selector: 'input' });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
  vi.useRealTimers();
});

describe('EncryptDecryptScreen', () => {
  it('encrypts text into a self-describing text, shows its salt and nonce, and decrypts it back with the passphrase alone', async () => {
    render(<EncryptDecryptScreen />, { wrapper: inTool('encrypt-decrypt') });
    click('Sample');
    type(passphrase(), PASSPHRASE);
    type(screen.getByRole('textbox', { name: 'Iterations' }), '1000');
    fireEvent.change(screen.getByRole('combobox', { name: 'Cipher' }), { target: { value: 'chacha20-poly1305' } });
    click('Encrypt');
    await waitFor(() => expect(editor('Encrypted text')).toHaveTextContent(/^RERlbmMx/));
    const details = screen.getByRole('region', { name: 'Cipher details' });
    expect(details).toHaveTextContent('Cipher: ChaCha20-Poly1305, 256-bit key, authenticated');
    expect(details).toHaveTextContent('Key derivation: PBKDF2-SHA256, 1,000 iterations');
    expect(details).toHaveTextContent(/Salt: [0-9a-f]{32}/);
    expect(details).toHaveTextContent(/Nonce: [0-9a-f]{24}/);

    click('Decrypt the result');
    expect(screen.getByRole('radio', { name: 'Decrypt' })).toBeChecked();
    // The settings on screen do not matter: the text names its own.
    fireEvent.change(screen.getByRole('combobox', { name: 'Key size' }), { target: { value: '128' } });
    click('Decrypt');
    await waitFor(() => expect(editor('Plaintext')).toHaveTextContent(SAMPLE));
  });

  it('decrypts CryptoJS / openssl text, and says a wrong passphrase is wrong instead of showing garbage', async () => {
    render(<EncryptDecryptScreen />, { wrapper: inTool('encrypt-decrypt', { direction: 'decrypt' }) });
    click('Sample');
    expect(screen.getByText(/The sample's passphrase is "devdeck"/)).toBeInTheDocument();
    type(passphrase(), 'devdecK');
    click('Decrypt');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not decrypt: wrong passphrase, or the text was changed.'));
    expect(editorText('Plaintext')).toBe('');
    type(passphrase(), 'devdeck');
    expect(screen.queryByRole('alert')).toBeNull();
    click('Decrypt');
    await waitFor(() => expect(editor('Plaintext')).toHaveTextContent('Meet me by the old oak at noon.'));
    expect(screen.getByRole('region', { name: 'Cipher details' })).toHaveTextContent('Key derivation: EVP_BytesToKey, MD5');
  });

  it('writes openssl-compatible text with the command that decrypts it', async () => {
    render(<EncryptDecryptScreen />, { wrapper: inTool('encrypt-decrypt', { format: 'openssl', opensslKdf: 'pbkdf2' }) });
    click('Sample');
    type(passphrase(), PASSPHRASE);
    fireEvent.click(screen.getByRole('radio', { name: 'Base64, 64-character lines' }));
    click('Encrypt');
    await waitFor(() => expect(editor('Encrypted text')).toHaveTextContent(/^U2FsdGVkX1/));
    expect(screen.getByRole('region', { name: 'Good to know' })).toHaveTextContent(
      'OpenSSL decrypts it with: openssl enc -d -aes-256-cbc -pbkdf2 -iter 10000 -a -in ciphertext.txt',
    );
  });

  it('generates a raw key of the chosen size, and decrypts with it', async () => {
    render(<EncryptDecryptScreen />, { wrapper: inTool('encrypt-decrypt') });
    click('Sample');
    fireEvent.click(screen.getByRole('radio', { name: 'Raw key' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Key size' }), { target: { value: '128' } });
    click('Generate key');
    const key = screen.getByLabelText('Key (hex or Base64)');
    expect(key).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('switch', { name: 'Show key' }));
    expect(key).toHaveAttribute('type', 'text');
    expect((key as HTMLInputElement).value).toMatch(/^[0-9a-f]{32}$/);
    click('Encrypt');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Cipher details' })).toHaveTextContent('Key derivation: none (raw key)'));
    click('Decrypt the result');
    click('Decrypt');
    await waitFor(() => expect(editor('Plaintext')).toHaveTextContent(SAMPLE));
  });

  it('remembers the settings when asked, never the passphrase or the text', () => {
    vi.useFakeTimers();
    setRememberInputs(true);
    const first = render(<EncryptDecryptScreen />, { wrapper: inTool('encrypt-decrypt') });
    click('Sample');
    type(passphrase(), PASSPHRASE);
    fireEvent.change(screen.getByRole('combobox', { name: 'Cipher' }), { target: { value: 'aes-cbc' } });
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();

    const kept = rememberedText();
    expect(kept).toContain('"cipher":"aes-cbc"');
    expect(kept).not.toContain(PASSPHRASE);
    expect(kept).not.toContain('old oak');
    render(<EncryptDecryptScreen />, { wrapper: inTool('encrypt-decrypt') });
    expect(screen.getByRole('combobox', { name: 'Cipher' })).toHaveValue('aes-cbc');
    expect(passphrase()).toHaveValue('');
    expect(editorText('Plaintext')).toBe('');
  });

  it("takes an alias's or link's settings but never a passphrase or text from it", () => {
    render(<EncryptDecryptScreen />, {
      wrapper: inTool('encrypt-decrypt', { direction: 'decrypt', passphrase: PASSPHRASE, secret: PASSPHRASE, text: SAMPLE }),
    });
    expect(screen.getByRole('radio', { name: 'Decrypt' })).toBeChecked();
    expect(passphrase()).toHaveValue('');
    expect(editorText('Encrypted text')).toBe('');
  });
});
