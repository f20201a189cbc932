import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool, rememberedText } from '@/lib/tool-screen.fixture';
import OtpGeneratorScreen from './otp-generator.screen';

// RFC 6238's SHA-1 seed; at 59 s its 8-digit code is 94287082 (Appendix B).
const RFC_URI = 'otpauth://totp/ACME:alice?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&digits=8&issuer=ACME';
const TYPED_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

const code = (name: string) => screen.getByTestId(`otp-${name.toLowerCase()}-code`);
const field = (name: string) => screen.getByRole('textbox', { name });
const paste = (name: string, text: string) => fireEvent.change(field(name), { target: { value: text } });

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
  vi.useRealTimers();
});

describe('OtpGeneratorScreen', () => {
  it('fills the form from a pasted key URI and counts down on its clock to the next code', () => {
    vi.useFakeTimers();
    const clock = { time: 59_000 };
    render(<OtpGeneratorScreen clock={() => clock.time} />, { wrapper: inTool('otp-generator') });
    paste('Paste a key URI', RFC_URI);
    expect(field('Secret (Base32)')).toHaveValue(TYPED_SECRET);
    expect(field('Account name')).toHaveValue('alice');
    expect(screen.getByRole('combobox', { name: 'Digits' })).toHaveValue('8');
    expect(field('Paste a key URI')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Read the key URI of alice (ACME) into the form.');
    expect(code('Current')).toHaveTextContent('94287082');
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('Next code in 1 s');
    const next = code('Next').textContent;

    clock.time = 60_000;
    act(() => vi.advanceTimersByTime(250));
    expect(code('Current')).toHaveTextContent(next ?? '');
    expect(code('Previous')).toHaveTextContent('94287082');
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('Next code in 30 s');
  });

  it('says whether a typed code is valid, and how far off it is', () => {
    render(<OtpGeneratorScreen clock={() => 59_000} />, { wrapper: inTool('otp-generator') });
    paste('Paste a key URI', RFC_URI);
    paste('Code to check', '9428 7082');
    expect(screen.getByText('Valid: this is the current code.')).toBeInTheDocument();
    paste('Code to check', code('Previous').textContent ?? '');
    expect(screen.getByText("Valid, 1 step behind: the code of 30 s ago (typed late, or the authenticator's clock is slow).")).toBeInTheDocument();
    paste('Code to check', '12345678');
    expect(screen.getByText('Invalid: no code within ±1 step (±30 s) matches.')).toBeInTheDocument();
  });

  it('remembers the settings when asked, never the secret', () => {
    vi.useFakeTimers();
    setRememberInputs(true);
    const first = render(<OtpGeneratorScreen clock={() => 0} />, { wrapper: inTool('otp-generator') });
    paste('Secret (Base32)', TYPED_SECRET);
    paste('Issuer', 'ACME');
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();

    const kept = rememberedText();
    expect(kept).toContain('"issuer":"ACME"');
    expect(kept).not.toContain(TYPED_SECRET);
    render(<OtpGeneratorScreen clock={() => 0} />, { wrapper: inTool('otp-generator') });
    expect(field('Issuer')).toHaveValue('ACME');
    expect(field('Secret (Base32)')).not.toHaveValue(TYPED_SECRET);
  });

  it("takes an alias's or link's settings but never a secret from it", () => {
    render(<OtpGeneratorScreen clock={() => 0} />, { wrapper: inTool('otp-generator', { type: 'hotp', secret: TYPED_SECRET }) });
    expect(screen.getByRole('radio', { name: 'HOTP (counter)' })).toBeChecked();
    expect(field('Secret (Base32)')).not.toHaveValue(TYPED_SECRET);
  });
});
