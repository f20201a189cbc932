import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EditorView } from '@codemirror/view';
import { afterEach, describe, expect, it } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool, rememberedText } from '@/lib/tool-screen.fixture';
import HashGeneratorScreen from './hash-generator.screen';

// FIPS 180-4: SHA-256 of "abc".
const SHA256_ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const TYPED = 'abc';

const digest = (id: string) => screen.getByTestId(`digest-${id}`);
/** Waits for a digest to read `text`: the hashers load with the first job. */
/** Compiling the WASM hashers the first time takes seconds on a busy machine. */
const LOADING = { timeout: 15_000 };
const shows = (id: string, text: string) => waitFor(() => expect(digest(id)).toHaveTextContent(text), LOADING);
/** Types into the editor as an edit would: CodeMirror's own input handling needs a real browser (the e2e types for real). */
const typeInput = (text: string) =>
  act(() => {
    const view = EditorView.findFromDOM(screen.getByRole('textbox', { name: 'Input' })) as EditorView;
    view.dispatch({ changes: { from: view.state.doc.length, insert: text } });
  });
const paste = (name: string, text: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
});

describe('HashGeneratorScreen', () => {
  it('shows every digest of the typed text, in the form chosen, and its SRI value', async () => {
    render(<HashGeneratorScreen />, { wrapper: inTool('hash-generator') });
    await typeInput(TYPED);
    await shows('sha256', SHA256_ABC);
    expect(screen.getByTestId('digest-crc16-arc')).toHaveTextContent(/^[0-9a-f]{4}$/);
    expect(screen.getAllByRole('row')).toHaveLength(24 + 1);
    expect(within(screen.getByRole('row', { name: /^MD5/ })).getByText('collisions known')).toBeInTheDocument();
    expect(screen.getByTestId('sri-value')).toHaveTextContent('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');

    await userEvent.click(screen.getByRole('radio', { name: 'HEX' }));
    expect(screen.getByTestId('digest-sha256')).toHaveTextContent(SHA256_ABC.toUpperCase());
    await userEvent.click(screen.getByRole('radio', { name: 'Common' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(5 + 1), LOADING);
  });

  it('hashes the bytes that hex spells, and says when the text is not hex', async () => {
    render(<HashGeneratorScreen />, { wrapper: inTool('hash-generator', { form: 'hex' }) });
    await userEvent.click(screen.getByRole('radio', { name: 'Hex' }));
    await typeInput('61 62 63');
    await shows('sha256', SHA256_ABC);
    await typeInput('6');
    expect(await screen.findByText(/^This is not hex/, {}, LOADING)).toBeInTheDocument();
  });

  it('compares with a pasted sha256sum line: match, mismatch, and what hash it is', async () => {
    render(<HashGeneratorScreen />, { wrapper: inTool('hash-generator') });
    await typeInput(TYPED);
    await shows('sha256', SHA256_ABC);
    paste('Expected hash', `${SHA256_ABC.toUpperCase()}  abc.txt`);
    expect(await screen.findByText('Match: this is the SHA-256 digest.', {}, LOADING)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^SHA-256/ })).getByText('Match')).toBeInTheDocument();
    expect(screen.getByText('64 hex digits: 32 bytes (256 bits).')).toBeInTheDocument();

    paste('Expected hash', SHA256_ABC.replace(/^b/, '0'));
    expect(await screen.findByText(/^Mismatch: no digest matches; by its length it should be SHA-256, SHA-512\/256/, {}, LOADING)).toBeInTheDocument();
  });

  it('remembers the choices when asked, never the text', async () => {
    setRememberInputs(true);
    const first = render(<HashGeneratorScreen />, { wrapper: inTool('hash-generator') });
    await typeInput('my password');
    await userEvent.click(screen.getByRole('radio', { name: 'Base64url' }));
    first.unmount();

    const kept = rememberedText();
    expect(kept).toContain('"form":"base64url"');
    expect(kept).not.toContain('my password');
    render(<HashGeneratorScreen />, { wrapper: inTool('hash-generator') });
    expect(screen.getByRole('radio', { name: 'Base64url' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Input' })).not.toHaveTextContent('my password');
  });
});
