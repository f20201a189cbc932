import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRememberInputs } from '@/lib/remember-inputs';
import { inTool } from '@/lib/tool-screen.fixture';
import UrlParserScreen from './url-parser.screen';

const urlBox = () => screen.getByRole('textbox', { name: 'URL' });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

afterEach(() => {
  setRememberInputs(false);
  localStorage.clear();
  vi.useRealTimers();
});

describe('UrlParserScreen', () => {
  it('splits the URL into parts and rebuilds it as a part or a query row changes', () => {
    render(<UrlParserScreen />, { wrapper: inTool('url-parser') });
    type(urlBox(), 'https://example.com/search?q=a+b&tag=x&tag=y#top');
    expect(field('Host')).toHaveValue('example.com');
    expect(field('Value 1')).toHaveValue('a b');
    expect(field('Key 3')).toHaveValue('tag');

    type(field('Host'), 'bücher.example');
    expect(urlBox()).toHaveValue('https://xn--bcher-kva.example/search?q=a+b&tag=x&tag=y#top');
    expect(field('Host')).toHaveValue('bücher.example');

    fireEvent.click(screen.getByRole('button', { name: 'Move parameter 3 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add parameter' }));
    type(field('Key 4'), 'page');
    expect(urlBox()).toHaveValue('https://xn--bcher-kva.example/search?q=a%20b&tag=y&tag=x&page=#top');
    fireEvent.click(screen.getByRole('button', { name: 'Remove parameter 1' }));
    expect(urlBox()).toHaveValue('https://xn--bcher-kva.example/search?tag=y&tag=x&page=#top');

    type(field('Port'), 'http');
    expect(screen.getByText('The port is a number from 0 to 65535.')).toBeInTheDocument();
    expect(urlBox()).toHaveValue('https://xn--bcher-kva.example/search?tag=y&tag=x&page=#top');
  });

  it('says where a URL goes wrong', () => {
    render(<UrlParserScreen />, { wrapper: inTool('url-parser') });
    type(urlBox(), 'https://example.com:80a/');
    expect(screen.getByText('Line 1, column 23: the port is a number from 0 to 65535.')).toBeInTheDocument();
    expect(urlBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits the query as JSON, both ways', () => {
    render(<UrlParserScreen />, { wrapper: inTool('url-parser') });
    type(urlBox(), 'https://example.com/?a[b]=1&t=x&t=y');
    const json = screen.getByRole('textbox', { name: 'Query as JSON' });
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual({ a: { b: '1' }, t: ['x', 'y'] });
    type(json, '{"user": {"name": "Ada"}, "tags": ["1", "2"]');
    expect(screen.getByText(/^Could not read the JSON/)).toBeInTheDocument();
    type(json, '{"user": {"name": "Ada"}, "tags": ["1", "2"]}');
    expect(urlBox()).toHaveValue('https://example.com/?user[name]=Ada&tags=1&tags=2');
  });

  it("opens on the unwrapping from IT-Tools' safelink-decoder, and uses the clean URL", () => {
    render(<UrlParserScreen />, { wrapper: inTool('url-parser', { view: 'unwrap' }) });
    type(
      urlBox(),
      'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fnews.example%2Fa%3Fid%3D1%26utm_source%3Dmail%26fbclid%3DIw&data=05%7C02&reserved=0',
    );
    expect(screen.getByRole('list', { name: 'Unwrapping steps' })).toHaveTextContent(
      'Outlook Safe Links → https://news.example/a?id=1&utm_source=mail&fbclid=Iw',
    );
    expect(screen.getByText('utm_source=mail')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use the clean URL' }));
    expect(urlBox()).toHaveValue('https://news.example/a?id=1');
  });

  it('masks the password unless asked, keeps it through edits, and never remembers a URL with credentials', () => {
    vi.useFakeTimers();
    setRememberInputs(true);
    const first = render(<UrlParserScreen />, { wrapper: inTool('url-parser') });
    type(urlBox(), 'https://deploy:hunter2-secret@ci.example/jobs');
    expect(urlBox()).toHaveValue('https://deploy:••••••••@ci.example/jobs');
    expect(field('Password')).toHaveAttribute('type', 'password');
    type(urlBox(), 'https://deploy:••••••••@ci.example/jobs/7');
    fireEvent.click(screen.getByRole('switch', { name: 'Show password' }));
    expect(urlBox()).toHaveValue('https://deploy:hunter2-secret@ci.example/jobs/7');
    expect(field('Password')).toHaveAttribute('type', 'text');
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();

    const kept = Object.values({ ...localStorage }).join('\n');
    expect(kept).not.toContain('hunter2');
    expect(kept).not.toContain('ci.example');
    render(<UrlParserScreen />, { wrapper: inTool('url-parser') });
    expect(urlBox()).toHaveValue('');
  });

  it('remembers a URL without credentials', () => {
    vi.useFakeTimers();
    setRememberInputs(true);
    const first = render(<UrlParserScreen />, { wrapper: inTool('url-parser') });
    type(urlBox(), 'https://docs.example/page?x=1');
    act(() => vi.advanceTimersByTime(1000));
    first.unmount();
    render(<UrlParserScreen />, { wrapper: inTool('url-parser') });
    expect(urlBox()).toHaveValue('https://docs.example/page?x=1');
  });
});
