import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageErrorNotice } from './page-error-notice';

/** An unhandled rejection as the browser reports it (happy-dom has no PromiseRejectionEvent constructor). */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
}

describe('PageErrorNotice', () => {
  it('shows nothing while nothing has gone wrong', () => {
    render(<PageErrorNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns an unhandled rejection into a message that says the input is kept, and can be dismissed', async () => {
    render(<PageErrorNotice />);
    act(() => {
      window.dispatchEvent(rejection(new TypeError("Cannot read properties of undefined (reading '0')")));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Something went wrong: Cannot read properties of undefined (reading '0'). Your input is kept; try again, or reload the page if it happens again.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('turns an uncaught error into the same message', () => {
    render(<PageErrorNotice />);
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', {
          message: 'Uncaught RangeError: Maximum call stack size exceeded',
          error: new RangeError('Maximum call stack size exceeded'),
        }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong: Maximum call stack size exceeded.');
  });

  it('ignores the harmless ResizeObserver loop report', () => {
    render(<PageErrorNotice />);
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
