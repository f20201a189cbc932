import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool, rememberedText } from '@/lib/tool-screen.fixture';
import TextEncodingsScreen from './text-encodings.screen';

/** Opens text as a file in the input pane, as a visitor who drops one. */
const open = (text: string) =>
  fireEvent.change(screen.getByLabelText('Open file', { selector: 'input' }), { target: { files: [new File([text], 'input.txt', { type: 'text/plain' })] } });
const output = (name: string) => screen.getByRole('textbox', { name });
const choose = (label: string, value: string) => fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value } });

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
  vi.useRealTimers();
});

describe('TextEncodingsScreen', () => {
  it('encodes the sample as hex with the separator chosen, then as Base32', async () => {
    render(<TextEncodingsScreen />, { wrapper: inTool('text-encodings') });
    await userEvent.click(screen.getByRole('button', { name: 'Sample' }));
    expect(output('Encoded')).toHaveTextContent('48 65 6c 6c 6f 2c 20 77 c3 b6 72 6c 64 21 20 f0 9f 91 8b');
    choose('Separator', '0x-comma');
    expect(output('Encoded')).toHaveTextContent('0x48, 0x65, 0x6c');
    choose('Encoding', 'base32');
    expect(output('Encoded')).toHaveTextContent('JBSWY3DPFQQHPQ5WOJWGIIJA6CPZDCY=');
    expect(screen.getByText('19 bytes → 32 characters')).toBeInTheDocument();
  });

  it('decodes, says which bytes are not UTF-8, and guesses the encoding of what is pasted', async () => {
    render(<TextEncodingsScreen />, { wrapper: inTool('text-encodings', { mode: 'decode' }) });
    open('43 61 66 e9');
    await waitFor(() => expect(output('Text')).toHaveTextContent('Caf\uFFFD'));
    expect(screen.getByRole('region', { name: 'About this result' })).toHaveTextContent('1 byte sequence is not valid UTF-8 (shown as �)');
    choose('Read bytes as', 'windows-1252');
    expect(output('Text')).toHaveTextContent('Café');

    open('SGVsbG8sIHdvcmxkIQ==');
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'What encoding is this?' }));
    const found = await screen.findByRole('region', { name: 'Likely encodings' });
    const first = found.querySelector('li');
    expect(first).toHaveTextContent('1. Base64');
    expect(first).toHaveTextContent('Hello, world!');
    expect(first).toHaveTextContent('Why: 100 % printable');
  });

  it('switches to the encoding "What encoding is this?" found', async () => {
    render(<TextEncodingsScreen />, { wrapper: inTool('text-encodings', { mode: 'decode' }) });
    open('JBSWY3DPFQQHO33SNRSCC===');
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'What encoding is this?' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Decode as Base32' }));
    expect(screen.getByRole('combobox', { name: 'Encoding' })).toHaveValue('base32');
    expect(output('Text')).toHaveTextContent('Hello, world!');
  });

  it('opens on binary from IT-Tools’ text-to-binary address', async () => {
    render(<TextEncodingsScreen />, { wrapper: inTool('text-encodings', { mode: 'encode', encoding: 'binary' }) });
    expect(screen.getByRole('combobox', { name: 'Encoding' })).toHaveValue('binary');
    open('Hi');
    await waitFor(() => expect(output('Encoded')).toHaveTextContent('01001000 01101001'));
  });

  it('repairs mojibake, however often it was done', async () => {
    render(<TextEncodingsScreen />, { wrapper: inTool('text-encodings', { mode: 'mojibake' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sample' }));
    expect(output('Repaired text')).toHaveTextContent('Café crème, don’t panic — naïve résumé');
  });

  it('remembers the settings when asked, never the text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setRememberInputs(true);
    const first = render(<TextEncodingsScreen />, { wrapper: inTool('text-encodings') });
    open('my private key 5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ');
    await waitFor(() => expect(output('Encoded')).toHaveTextContent('6d 79'));
    choose('Encoding', 'z85');
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();

    const kept = rememberedText();
    expect(kept).toContain('"encoding":"z85"');
    expect(kept).not.toContain('private key');
    render(<TextEncodingsScreen />, { wrapper: inTool('text-encodings') });
    expect(screen.getByRole('combobox', { name: 'Encoding' })).toHaveValue('z85');
    expect(output('Text')).not.toHaveTextContent('private');
  });
});
