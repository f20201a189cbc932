import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool, rememberedText } from '@/lib/tool-screen.fixture';
import HttpRequestHelpersScreen from './http-request-helpers.screen';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const PASSWORD = 'open sesame';
const COOKIE_TOKEN = '8f14e45fceea167a5a36dedd4bea2543';
/** The sample command's token. */
const BEARER = 'ZRrHA1JJJW8opsbCGfG_HACGpVUMN_a9IV7pAx_Zmeo';

const type = (name: string, text: string) => fireEvent.change(screen.getByLabelText(name), { target: { value: text } });
const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
  vi.useRealTimers();
});

describe('HttpRequestHelpersScreen', () => {
  it('builds a Basic header and reads one back, the password hidden until asked', () => {
    render(<HttpRequestHelpersScreen clock={() => NOW} />, { wrapper: inTool('http-request-helpers') });
    type('User-id', 'Aladdin');
    type('Password', PASSWORD);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByTestId('basic-auth-header')).toHaveTextContent('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    type('User-id', 'a:b');
    expect(screen.getByText(/a user-id cannot contain a colon/)).toBeInTheDocument();

    type('Authorization header or Base64', 'Basic dGVzdDoxMjPCow==');
    const decoded = screen.getByTestId('basic-auth-decoded');
    expect(decoded).toHaveTextContent('test');
    expect(decoded).not.toHaveTextContent('123£');
    fireEvent.click(screen.getByRole('switch', { name: 'Show decoded password' }));
    expect(decoded).toHaveTextContent('123£');
    type('Authorization header or Base64', 'Basic QWxhZGRpbg==');
    expect(screen.getByText('Could not read the credentials: the decoded text has no colon between the user-id and the password.')).toBeInTheDocument();
  });

  it('tabulates Set-Cookie headers, counting down to expiry on its clock', () => {
    vi.useFakeTimers();
    const clock = { time: NOW };
    render(<HttpRequestHelpersScreen clock={() => clock.time} />, { wrapper: inTool('http-request-helpers', { panel: 'cookies' }) });
    type('Set-Cookie headers', `Set-Cookie: __cf_bm=${COOKIE_TOKEN}; Max-Age=90; Path=/; Secure; HttpOnly; SameSite=None\nSet-Cookie: __Host-id=1; Path=/app`);
    const [bm, host] = screen.getAllByTestId('set-cookie-row');
    expect(within(bm!).getByTestId('cookie-lifetime')).toHaveTextContent('Expires in 1 min 30 s');
    expect(bm).toHaveTextContent('Secure, HttpOnly, SameSite=None');
    expect(host).toHaveTextContent('⚠ 1 warning');
    expect(screen.getByRole('region', { name: 'What a browser would do' })).toHaveTextContent(
      '__Host-id: A __Host- cookie must have Secure, Path=/ and no Domain: browsers reject this one, set without Secure, with Path=/app.',
    );
    // Max-Age counts from when the header was pasted.
    clock.time = NOW + 10_000;
    act(() => vi.advanceTimersByTime(1000));
    expect(within(bm!).getByTestId('cookie-lifetime')).toHaveTextContent('Expires in 1 min 20 s');
    clock.time = NOW + 95_000;
    act(() => vi.advanceTimersByTime(1000));
    expect(within(bm!).getByTestId('cookie-lifetime')).toHaveTextContent('Expired 5 s ago');

    choose('Cookie (request)');
    type('Cookie header', 'Cookie: prefs=%7B%22theme%22%3A%22dark%22%7D');
    expect(screen.getByRole('row', { name: /prefs/ })).toHaveTextContent('{"theme":"dark"}sent as %7B%22theme%22%3A%22dark%22%7D');
  });

  it('converts a pasted curl command, loading the converter on first use, and writes a form back as curl', async () => {
    render(<HttpRequestHelpersScreen clock={() => NOW} />, { wrapper: inTool('http-request-helpers', { panel: 'curl' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Sample' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await vi.waitFor(() => expect(code).toHaveTextContent("fetch('https://api.example.com/v1/users?page=2', {"));
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'python' } });
    await vi.waitFor(() => expect(code).toHaveTextContent("'session': '8f14e45fceea167a5a36dedd4bea2543',"));

    await userEvent.click(screen.getByRole('button', { name: 'Edit as form' }));
    expect(await screen.findByRole('textbox', { name: 'URL' })).toHaveValue('https://api.example.com/v1/users?page=2');
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveValue('POST');
    type('URL', 'https://example.com/items');
    expect(screen.getByRole('textbox', { name: 'curl' })).toHaveTextContent("curl 'https://example.com/items' \\");
    await userEvent.click(screen.getByRole('button', { name: 'Convert to code' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveTextContent("requests.post('https://example.com/items'"));
  });

  it('remembers the choices when asked, never a password, header, cookie or command', async () => {
    vi.useFakeTimers();
    setRememberInputs(true);
    const first = render(<HttpRequestHelpersScreen clock={() => NOW} />, { wrapper: inTool('http-request-helpers') });
    type('Password', PASSWORD);
    type('Authorization header or Base64', 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    choose('Cookies');
    type('Set-Cookie headers', `sid=${COOKIE_TOKEN}`);
    choose('curl ↔ code');
    fireEvent.click(screen.getByRole('button', { name: 'Sample' }));
    expect(screen.getByRole('textbox', { name: 'curl command' })).toHaveTextContent(BEARER);
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();

    const kept = rememberedText();
    expect(kept).toContain('"panel":"curl"');
    for (const secret of [PASSWORD, 'QWxhZGRpbjpvcGVuIHNlc2FtZQ', COOKIE_TOKEN, BEARER]) expect(kept).not.toContain(secret);
    render(<HttpRequestHelpersScreen clock={() => NOW} />, { wrapper: inTool('http-request-helpers') });
    expect(screen.getByRole('radio', { name: 'curl ↔ code' })).toBeChecked();
  });

  it("takes an alias's or link's choices but nothing typed from it", () => {
    render(<HttpRequestHelpersScreen clock={() => NOW} />, {
      wrapper: inTool('http-request-helpers', { panel: 'basic', password: PASSWORD, user: 'Aladdin' }),
    });
    expect(screen.getByRole('radio', { name: 'Basic auth' })).toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('User-id')).toHaveValue('');
  });
});
