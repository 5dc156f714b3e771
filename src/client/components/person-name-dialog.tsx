import { type FormEvent, useEffect, useId, useState } from 'react';
import { useUpdateMe } from '../api/auth/update-me';
import { errorMessage } from '../lib/api-client';
import { rememberedPerson, rememberPerson } from '../lib/remembered-person';
import { runMutation } from '../lib/run-mutation';
import { FormDialog } from './ui/form-dialog';
import { Input } from './ui/input';
import { FieldAlert, Label } from './ui/label';

/**
 * Asks the signed-in browser who it is: every change it makes is recorded under this name. Opens
 * by itself for a session signed in without one, and from the sidebar's Change.
 */
export function PersonNameDialog({
  open,
  onOpenChange,
  current,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: { name: string; email: string | null } | null;
}) {
  const update = useUpdateMe();
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const remembered = rememberedPerson();
    setName(current?.name ?? remembered.name);
    setEmail(current?.email ?? remembered.email);
    setError(null);
  }, [open, current]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Your name is required');
      return;
    }
    void runMutation(
      update,
      { name: name.trim(), email: email.trim() },
      {
        onSuccess: () => {
          rememberPerson({ name, email });
          onOpenChange(false);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={update.isPending}
      title={current ? 'Change Your Name' : 'What’s Your Name?'}
      description="Every change you make is recorded under this name in the Change Log and Version History."
      onSubmit={onSubmit}
      submitLabel="Save Name"
      busyLabel="Saving..."
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-name`}>Your Name</Label>
        <Input
          id={`${id}-name`}
          autoComplete="name"
          autoFocus
          value={name}
          maxLength={200}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>
          Email <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
      </div>
      <FieldAlert id={`${id}-error`}>{error}</FieldAlert>
    </FormDialog>
  );
}
