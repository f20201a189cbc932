import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool, rememberedText } from '@/lib/tool-screen.fixture';
import { LEAF } from './certificates.fixture';
import KeysAndCertificatesScreen from './keys-and-certificates.screen';
import { PASSPHRASE, RSA_ENCRYPTED, SSH_FINGERPRINTS } from './keys.fixture';

const openFile = (text: string | Uint8Array, name: string) =>
  fireEvent.change(screen.getByLabelText('Open file', { selector: 'input' }), { target: { files: [new File([text as BlobPart], name)] } });
const paneText = (name: string) => screen.getByRole('textbox', { name }).textContent;

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('KeysAndCertificatesScreen', () => {
  it('decodes the sample chain, checks each link and counts down on its clock', async () => {
    const leafStart = Date.UTC(2026, 10, 28, 21, 14, 23);
    const clock = { time: leafStart + 86_400_000 };
    render(<KeysAndCertificatesScreen clock={() => clock.time} />, { wrapper: inTool('keys-and-certificates') });
    fireEvent.click(screen.getByRole('button', { name: 'Sample' }));
    expect(await screen.findByText('A chain of 3 certificates: every link verifies.')).toBeInTheDocument();
    expect(screen.getAllByTestId('chain-link').map((link) => link.textContent)).toEqual([
      'Certificate 1 is signed by certificate 2: the names match and the signature verifies.',
      'Certificate 2 is signed by certificate 3: the names match and the signature verifies.',
      'Certificate 3 is self-signed and its own signature verifies.',
    ]);
    expect(screen.getAllByTestId('certificate-countdown')[0]).toHaveTextContent('Valid: expires in 364 days, 0 hours.');
    expect(screen.getAllByText('TLS Web Server Authentication', { exact: false })[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download certificate 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Copy certificate \d as (PEM|DER hex)$/ })).toHaveLength(6);
  });

  it('reads a dropped DER certificate', async () => {
    render(<KeysAndCertificatesScreen clock={() => 0} />, { wrapper: inTool('keys-and-certificates') });
    openFile(Uint8Array.from(Buffer.from(LEAF.replace(/-----[^-]+-----|\s/g, ''), 'base64')), 'leaf.cer');
    expect(await screen.findByText('C=GB, O=DevDeck Test, CN=www.example.test')).toBeInTheDocument();
    expect(screen.getByTestId('certificate-countdown')).toHaveTextContent(/^Not valid yet/);
  });

  it('asks for the passphrase of an encrypted key, then converts it to OpenSSH with ssh-keygen’s fingerprint', async () => {
    render(<KeysAndCertificatesScreen />, { wrapper: inTool('keys-and-certificates') });
    openFile(RSA_ENCRYPTED, 'key.pem');
    expect(await screen.findByRole('alert')).toHaveTextContent('This is an encrypted PKCS#8 private key: type its passphrase.');
    fireEvent.change(screen.getByLabelText('Passphrase'), { target: { value: PASSPHRASE } });
    expect(await screen.findByText(SSH_FINGERPRINTS.rsa[0])).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'OpenSSH' }));
    await waitFor(() => expect(paneText('Public key')).toMatch(/^ssh-rsa AAAA/));
    expect(paneText('Private key')).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----/);
  });

  it('remembers the settings when asked, never the key or its passphrase', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setRememberInputs(true);
    const first = render(<KeysAndCertificatesScreen />, { wrapper: inTool('keys-and-certificates') });
    openFile(RSA_ENCRYPTED, 'key.pem');
    fireEvent.change(await screen.findByLabelText('Passphrase'), { target: { value: PASSPHRASE } });
    fireEvent.click(await screen.findByRole('radio', { name: 'JWK' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    first.unmount();

    const kept = rememberedText();
    expect(kept).toContain('"format":"jwk"');
    expect(kept).not.toContain(PASSPHRASE);
    expect(kept).not.toContain('ENCRYPTED');
    expect(kept).not.toContain('MIIF');
    render(<KeysAndCertificatesScreen />, { wrapper: inTool('keys-and-certificates') });
    expect(paneText('Certificate, CSR or key')).not.toContain('PRIVATE KEY');
    expect(screen.queryByLabelText('Passphrase')).toBeNull();
  });

  it("opens key generation from IT-Tools' address, generates a key and cancels a slow one", async () => {
    render(<KeysAndCertificatesScreen />, { wrapper: inTool('keys-and-certificates', { mode: 'generate', algorithm: 'Ed25519', privateKey: 'dropped' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Ed25519, private and public')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Algorithm' }), { target: { value: 'RSA' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Key size' }), { target: { value: '4096' } });
    // A generation that never ends on its own: Cancel must end the job.
    vi.spyOn(crypto.subtle, 'generateKey').mockReturnValue(new Promise(() => {}));
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled: no key was made.')).toBeInTheDocument();
    expect(screen.getByText('Ed25519, private and public')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });
});
