import { CalendarClock } from 'lucide-react';
import { useId, useRef } from 'react';
import { Input } from '@/components/ui/input';

interface DateTimeFieldProps {
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

/**
 * "Date and Time": a text field in the spec's year-month-day T hour:minute form, so a time can be typed
 * or pasted (and a bad one shows "Invalid Date"), with the browser's own date-time picker one click away.
 */
export function DateTimeField({ value, onChange, invalid }: DateTimeFieldProps) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    // The native picker only takes a well-formed value; a bad one opens it on today instead.
    input.value = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? value : '';
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-slate-700 dark:text-slate-300">
        Date and Time
      </label>
      <div className="relative flex items-center">
        <Input code id={id} value={value} onValue={onChange} placeholder="YYYY-MM-DDTHH:mm" aria-invalid={invalid || undefined} className="w-52 pr-9" />
        <button
          type="button"
          aria-label="Open date picker"
          onClick={openPicker}
          className="absolute right-1 grid size-7 place-items-center rounded text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <CalendarClock aria-hidden="true" className="size-4" />
        </button>
        <input
          ref={picker}
          type="datetime-local"
          tabIndex={-1}
          aria-hidden="true"
          className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
