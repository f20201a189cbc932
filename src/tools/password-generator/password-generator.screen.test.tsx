import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool, rememberedText } from '@/lib/tool-screen.fixture';
import type { WorkerEnvelope } from '@/lib/worker-protocol';
import PasswordGeneratorScreen from './password-generator.screen';
import { seededSource } from './seeded-source.fixture';
import { analyseStrength } from './strength.logic';
import { WORD_LIST } from './word-list';

/** The analyser's worker, run in the page: jsdom has no Worker. */
class InPageWorker {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  onerror: (() => void) | null = null;
  postMessage({ request }: WorkerEnvelope<string>) {
    setTimeout(() => this.onmessage?.({ data: { kind: 'result', value: analyseStrength(request) } }));
  }
  terminate() {}
}

const generated = () => screen.getByRole('status', { name: /^Generated/ });
const type = (name: string, text: string) => fireEvent.change(screen.getByRole('spinbutton', { name }), { target: { value: text } });

beforeEach(() => vi.stubGlobal('Worker', InPageWorker));
afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('PasswordGeneratorScreen', () => {
  it('opens with a 20-character password from all four sets and its entropy, and makes a new one on each change', () => {
    render(<PasswordGeneratorScreen source={seededSource(1)} />, { wrapper: inTool('password-generator') });
    const first = generated().textContent ?? '';
    expect(Array.from(first)).toHaveLength(20);
    expect(screen.getByTestId('entropy')).toHaveTextContent('Entropy: 130.9 bits (Very strong) · 1 password');
    expect(screen.getByTestId('entropy')).toHaveTextContent('with at least one of each of the 4 sets (26 + 26 + 10 + 32)');
    type('Length', '8');
    expect(generated().textContent).toHaveLength(8);
    fireEvent.click(screen.getByRole('switch', { name: 'Symbols' }));
    expect(generated().textContent).toMatch(/^[A-Za-z0-9]{8}$/);
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(generated().textContent).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it('says what is wrong with the settings instead of a password', () => {
    render(<PasswordGeneratorScreen source={seededSource(2)} />, { wrapper: inTool('password-generator') });
    type('Length', '3');
    expect(screen.getByRole('alert')).toHaveTextContent('A password of 3 characters cannot hold one of each of the 4 sets.');
    expect(screen.queryByTestId('entropy')).not.toBeInTheDocument();
  });

  it('makes passphrases from the word list, PINs and random bytes, each with its entropy', () => {
    render(<PasswordGeneratorScreen source={seededSource(3)} />, { wrapper: inTool('password-generator') });
    fireEvent.click(screen.getByRole('radio', { name: 'Passphrase' }));
    const words = (generated().textContent ?? '').split('-');
    expect(words).toHaveLength(6);
    expect(words.every((word) => WORD_LIST.includes(word))).toBe(true);
    expect(screen.getByTestId('entropy')).toHaveTextContent('Entropy: 66.0 bits');
    fireEvent.click(screen.getByRole('radio', { name: 'PIN' }));
    expect(generated().textContent).toMatch(/^\d{6}$/);
    fireEvent.click(screen.getByRole('radio', { name: 'Random bytes' }));
    expect(generated().textContent).toMatch(/^[0-9a-f]{64}$/);
    expect(screen.getByTestId('entropy')).toHaveTextContent('Entropy: 256.0 bits');
    type('Number to generate', '40');
    expect(within(screen.getByRole('list', { name: 'Generated tokens' })).getAllByRole('listitem').length).toBeGreaterThan(5);
    expect(screen.getByTestId('entropy')).toHaveTextContent('256.0 bits per token');
  });

  it('sends a generated password to the analyser, which scores it with zxcvbn', async () => {
    render(<PasswordGeneratorScreen source={seededSource(4)} />, { wrapper: inTool('password-generator') });
    const password = generated().textContent ?? '';
    fireEvent.click(screen.getByRole('button', { name: 'Analyse password' }));
    expect(screen.getByLabelText('Password to analyse')).toHaveValue(password);
    expect(await screen.findByTestId('strength-score')).toHaveTextContent('Score 4 of 4: Very unguessable');
    expect(screen.getByRole('heading', { name: 'Made by the generator: 130.9 bits' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password to analyse'), { target: { value: 'password' } });
    expect(await screen.findByText('Score 0 of 4: Too guessable')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Made by the generator/ })).not.toBeInTheDocument();
    expect(screen.getByText('This is a heavily used password.')).toBeInTheDocument();
    expect(screen.getByTestId('brute-force')).toHaveTextContent('Brute force: 8 characters from a pool of 26 (lowercase), 37.6 bits at most');
    expect(screen.getByRole('row', { name: /Online, rate-limited/ })).toHaveTextContent('2 minutes');
  });

  it('remembers the settings when asked, never a generated or an analysed password', async () => {
    setRememberInputs(true);
    const first = render(<PasswordGeneratorScreen source={seededSource(5)} />, { wrapper: inTool('password-generator') });
    type('Length', '24');
    const password = generated().textContent ?? '';
    fireEvent.click(screen.getByRole('button', { name: 'Analyse password' }));
    fireEvent.change(screen.getByLabelText('Password to analyse'), { target: { value: 'hunter2-typed-secret' } });
    await screen.findByTestId('strength-score');
    first.unmount();

    expect(rememberedText()).toContain('"length":"24"');
    expect(rememberedText()).toContain('"view":"analyse"');
    expect(rememberedText()).not.toContain(password);
    expect(rememberedText()).not.toContain('hunter2');
    render(<PasswordGeneratorScreen source={seededSource(6)} />, { wrapper: inTool('password-generator') });
    expect(screen.getByLabelText('Password to analyse')).toHaveValue('');
    fireEvent.click(screen.getByRole('radio', { name: 'Generate' }));
    expect(screen.getByRole('spinbutton', { name: 'Length' })).toHaveValue(24);
    expect(generated().textContent).not.toBe(password);
  });

  it("takes an alias's or link's settings, never a password from it", () => {
    render(<PasswordGeneratorScreen source={seededSource(7)} />, { wrapper: inTool('password-generator', { view: 'analyse', password: 'from-a-link' }) });
    expect(screen.getByLabelText('Password to analyse')).toHaveValue('');
  });
});
