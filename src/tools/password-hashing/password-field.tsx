import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export const SECRET_NOTE = 'The password stays in this page: never remembered, never put in a share link, never logged.';

/** A password box with Show / Hide; the password is the caller's plain state, never a remembered input. */
export function PasswordField({
  label,
  value,
  onValue,
  hint = SECRET_NOTE,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="flex items-start gap-2">
      <Field label={label} hint={hint} className="grow">
        <Input plain type={shown ? 'text' : 'password'} autoComplete="off" value={value} onValue={onValue} maxLength={4_096} />
      </Field>
      <Button
        icon={shown ? EyeOff : Eye}
        aria-pressed={shown}
        aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
        onClick={() => setShown(!shown)}
        className="mt-6"
      >
        {shown ? 'Hide' : 'Show'}
      </Button>
    </div>
  );
}
