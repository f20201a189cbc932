import { EditorView } from '@codemirror/view';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool, rememberedText } from '@/lib/tool-screen.fixture';
import HmacGeneratorScreen from './hmac-generator.screen';

// RFC 4231 test case 2: key "Jefe", this message.
const MESSAGE = 'what do ya want for nothing?';
const HMAC_SHA256 = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
const KEY = 'Jefe';

/** Compiling the WASM hashers the first time takes seconds on a busy machine. */
const LOADING = { timeout: 15_000 };
const digest = (id: string) => screen.getByTestId(`digest-${id}`);
const shows = (id: string, text: string) => waitFor(() => expect(digest(id)).toHaveTextContent(text), LOADING);
const paste = (name: string, text: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });
/** Types into the message editor as an edit would: CodeMirror's own input handling needs a real browser (the e2e types for real). */
const typeMessage = (text: string) =>
  act(() => {
    const view = EditorView.findFromDOM(screen.getByRole('textbox', { name: 'Message' })) as EditorView;
    view.dispatch({ changes: { from: view.state.doc.length, insert: text } });
  });

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
});

describe('HmacGeneratorScreen', () => {
  it('gives every HMAC of the message under the key, and verifies a pasted signature', async () => {
    render(<HmacGeneratorScreen />, { wrapper: inTool('hmac-generator') });
    paste('Secret key', KEY);
    await typeMessage(MESSAGE);
    await shows('sha256', HMAC_SHA256);
    expect(screen.getAllByRole('row')).toHaveLength(12 + 1);
    expect(screen.getByRole('row', { name: /^HMAC-SHA-256/ })).toBeInTheDocument();

    paste('Expected MAC', `sha256=${HMAC_SHA256}`);
    expect(await screen.findByText('Match: this is the HMAC-SHA-256 digest.', {}, LOADING)).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^HMAC-SHA-256/ })).getByText('Match')).toBeInTheDocument();
    paste('Expected MAC', HMAC_SHA256.replace(/^5/, '6'));
    expect(await screen.findByText(/^Mismatch/, {}, LOADING)).toBeInTheDocument();
  });

  it('reads the key as hex, and says when it is not hex', async () => {
    render(<HmacGeneratorScreen />, { wrapper: inTool('hmac-generator') });
    await userEvent.click(within(screen.getByRole('group', { name: 'Key as' })).getByRole('radio', { name: 'Hex' }));
    paste('Secret key', '4a 65 66 65');
    await typeMessage(MESSAGE);
    await shows('sha256', HMAC_SHA256);
    paste('Secret key', '4a6');
    expect(screen.getByText(/^The key: This is not hex/)).toBeInTheDocument();
    expect(screen.queryByTestId('digest-sha256')).not.toBeInTheDocument();
  });

  it('warns that an empty key proves nothing', () => {
    render(<HmacGeneratorScreen />, { wrapper: inTool('hmac-generator') });
    expect(screen.getByRole('region', { name: 'No key' })).toBeInTheDocument();
  });

  it('remembers the settings when asked, never the key', async () => {
    setRememberInputs(true);
    const first = render(<HmacGeneratorScreen />, { wrapper: inTool('hmac-generator') });
    paste('Secret key', 'hunter2-very-secret');
    await userEvent.click(screen.getByRole('radio', { name: 'Base64url' }));
    first.unmount();

    const kept = rememberedText();
    expect(kept).toContain('"form":"base64url"');
    expect(kept).not.toContain('hunter2');
    render(<HmacGeneratorScreen />, { wrapper: inTool('hmac-generator') });
    expect(screen.getByRole('radio', { name: 'Base64url' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Secret key' })).toHaveValue('');
  });

  it("takes a link's settings but never a key from it", () => {
    render(<HmacGeneratorScreen />, { wrapper: inTool('hmac-generator', { keyAs: 'base64', key: 'SmVmZQ==' }) });
    expect(within(screen.getByRole('group', { name: 'Key as' })).getByRole('radio', { name: 'Base64' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Secret key' })).toHaveValue('');
  });
});
