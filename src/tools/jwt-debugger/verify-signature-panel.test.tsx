import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signaturePreview, VerifySignaturePanel } from './verify-signature-panel';

const base = {
  signature: 'xTauSR2dlM1bJuIiwlRHy0Sj-66g5_7qL2RKWT2u5J4',
  secret: 'secret',
  onSecretChange: () => {},
  showBase64Option: true,
  secretIsBase64: false,
  onSecretIsBase64Change: () => {},
  warnings: [],
  statusVisible: true,
  outcome: { status: 'verified' as const, reason: null },
};

describe('VerifySignaturePanel', () => {
  afterEach(() => vi.useRealTimers());

  it("shows the spec's labels, with the reason for a failure beside the label", () => {
    const { rerender } = render(<VerifySignaturePanel {...base} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Signature Verified$/);
    rerender(<VerifySignaturePanel {...base} outcome={{ status: 'failed', reason: 'The signature does not match this key.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Invalid Signature$/);
    expect(screen.getByText('The signature does not match this key.')).toBeInTheDocument();
    rerender(<VerifySignaturePanel {...base} outcome={{ status: 'idle', reason: null }} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Enter secret to verify$/);
  });

  it('links to Keys and Certificates when the reason advises converting the key there', () => {
    const reason = 'This is a PKCS#1 "RSA PUBLIC KEY": open it in Keys and Certificates to convert it to a "PUBLIC KEY".';
    render(<VerifySignaturePanel {...base} outcome={{ status: 'failed', reason }} />);
    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Keys and Certificates' })).toHaveAttribute('href', '#/keys-and-certificates');
  });

  it('shows no label unless told it is visible (a secret and a signature exist)', () => {
    render(<VerifySignaturePanel {...base} statusVisible={false} outcome={{ status: 'failed', reason: 'why' }} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('why')).not.toBeInTheDocument();
  });

  it('shows no stale verdict while a check runs, and says "Verifying…" only when it is slow', () => {
    vi.useFakeTimers();
    render(<VerifySignaturePanel {...base} outcome={null} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('status')).toHaveTextContent('Verifying…');
  });

  it('offers the base64 option only when asked (HS tokens)', () => {
    const { rerender } = render(<VerifySignaturePanel {...base} />);
    expect(screen.getByRole('switch', { name: 'Secret is base64 encoded' })).toBeInTheDocument();
    rerender(<VerifySignaturePanel {...base} showBase64Option={false} />);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});

describe('signaturePreview', () => {
  it.each([
    ['', '...'],
    ['short', 'short'],
    ['x'.repeat(32), 'x'.repeat(32)],
    ['xTauSR2dlM1bJuIiwlRHy0Sj-66g5_7qL2RKWT2u5J4', 'xTauSR2dlM1bJuIiwlRHy0Sj-66g5_7q...'],
  ])('%j shows as %j', (signature, expected) => {
    expect(signaturePreview(signature)).toBe(expected);
  });
});
