import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool, rememberedText } from '@/lib/tool-screen.fixture';
import type { WorkerEnvelope } from '@/lib/worker-protocol';
import { runJob, type Job } from './kdf.logic';
import PasswordHashingScreen from './password-hashing.screen';
import { REAL_HASHES } from './real-hashes.fixture';

/** The tool's worker, run in the page: the same runJob, answered in the worker protocol; `terminated` counts Cancels. */
class PageWorker {
  static terminated = 0;
  static hold = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  private stopped = false;
  postMessage({ request }: WorkerEnvelope<Job>) {
    if (PageWorker.hold) return;
    void runJob(request).then((value) => {
      if (!this.stopped) this.onmessage?.({ data: { kind: 'result', value } });
    });
  }
  terminate() {
    this.stopped = true;
    PageWorker.terminated += 1;
  }
}

const SECRET = 'hunter2-correct-horse';

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value: text } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  vi.stubGlobal('Worker', PageWorker);
  PageWorker.terminated = 0;
  PageWorker.hold = false;
});

afterEach(() => {
  vi.unstubAllGlobals();
  setRememberInputs(false);
  localStorage.clear();
});

describe('PasswordHashingScreen', () => {
  it('hashes with bcrypt at the chosen cost, gives the htpasswd line, and the hash checks against the password', async () => {
    render(<PasswordHashingScreen />, { wrapper: inTool('password-hashing', { algorithm: 'bcrypt' }) });
    type('Password', SECRET);
    type('Cost', '5');
    type('User name (htpasswd line)', 'alice');
    click('Hash');
    const hash = await screen.findByTestId('password-hash');
    expect(hash.textContent).toMatch(/^\$2b\$05\$[./A-Za-z0-9]{53}$/);
    expect(screen.getByText(/^alice:\$2y\$05\$/)).toBeInTheDocument();
    expect(screen.getByText(/^Hashed in \d+ ms on this device\.$/)).toBeInTheDocument();

    click('Check it');
    expect(screen.getByRole('region', { name: 'Parts of the hash' })).toHaveTextContent('2^5 = 32 rounds of key setup');
    type('Password to check', SECRET);
    click('Verify');
    expect(await screen.findByTestId('verify-verdict')).toHaveTextContent(/^Match: this password gives this hash/);
    type('Password to check', `${SECRET}!`);
    click('Verify');
    expect(await screen.findByTestId('verify-verdict')).toHaveTextContent(/^No match: this password does not give this hash/);
  });

  it('reads a pasted hash into its parts and says where it falls short of OWASP', () => {
    render(<PasswordHashingScreen />, { wrapper: inTool('password-hashing') });
    type('Hash', '$pbkdf2-sha256$29000$Vup9b61Vao0RglCKMWbMGQ$rh3N.fs3kDO7SeWe2AG7Uea7PMY6XaEEnd63z0aAbmA');
    const parts = screen.getByRole('region', { name: 'Parts of the hash' });
    expect(parts).toHaveTextContent('PBKDF2-HMAC-SHA-256');
    expect(parts).toHaveTextContent('29,000');
    expect(screen.getByText("29,000 iterations is below OWASP's 600,000 for PBKDF2-HMAC-SHA-256.")).toBeInTheDocument();
    type('Hash', '$apr1$abc$def');
    expect(screen.getByRole('alert')).toHaveTextContent("This is an Apache MD5 hash ($apr1$, htpasswd's default before -B)");
  });

  it('refuses a hostile cost before it runs, and Cancel stops a running hash', async () => {
    render(<PasswordHashingScreen />, { wrapper: inTool('password-hashing') });
    type('Hash', '$2b$31$/k4FFifBYAsrVwj6exO1gu6YKIRpvTh22KOQNwJJuXendw5MbFNd2');
    expect(screen.getByText(/^Cost 31 is 2,147,483,648 rounds, about \d+ h of work/)).toBeInTheDocument();
    type('Password to check', 'x');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();

    type('Memory (KiB)', '4194304');
    expect(screen.getByText(/^Argon2 runs with up to 1 GiB of memory here/)).toBeInTheDocument();
    type('Memory (KiB)', '19456');
    type('Password', SECRET);
    PageWorker.hold = true;
    click('Hash');
    await screen.findByText(/^Hashing with Argon2id… 0 s/);
    click('Cancel');
    await waitFor(() => expect(PageWorker.terminated).toBe(1));
    expect(screen.getByText('Cancelled: the hash was stopped before it finished.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hash' })).toBeEnabled();
  });

  it('remembers the settings when asked, never the password or a pasted hash', async () => {
    vi.useFakeTimers();
    try {
      setRememberInputs(true);
      const first = render(<PasswordHashingScreen />, { wrapper: inTool('password-hashing') });
      type('Password', SECRET);
      type('Iterations', '3');
      type('Hash', REAL_HASHES[0]?.hash ?? '');
      type('Password to check', SECRET);
      act(() => vi.advanceTimersByTime(1_000));
      first.unmount();
      const kept = rememberedText();
      expect(kept).toContain('"argonIterations":"3"');
      expect(kept).not.toContain(SECRET);
      expect(kept).not.toContain('$2y$');
      render(<PasswordHashingScreen />, { wrapper: inTool('password-hashing') });
      expect(screen.getByRole('spinbutton', { name: 'Iterations' })).toHaveValue(3);
      expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
      expect(screen.getByLabelText('Hash', { exact: true })).toHaveValue('');
    } finally {
      vi.useRealTimers();
    }
  });

  it("takes an alias's or link's settings but never a password from it", () => {
    render(<PasswordHashingScreen />, { wrapper: inTool('password-hashing', { algorithm: 'scrypt', password: SECRET, hash: '$2y$05$x' }) });
    expect(screen.getByRole('combobox', { name: 'Algorithm' })).toHaveValue('scrypt');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
    expect(screen.getByLabelText('Hash', { exact: true })).toHaveValue('');
  });
});
