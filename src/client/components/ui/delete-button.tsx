import { Trash2Icon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** The red "Delete" button that opens a confirmation (the deleting itself is confirmed there). */
export function DeleteButton({
  variant = 'outline',
  onClick,
  disabled,
}: {
  variant?: 'outline' | 'ghost';
  onClick: () => void;
  disabled?: ButtonProps['disabled'];
}) {
  return (
    <Button
      variant={variant}
      className="text-red-700 hover:bg-red-50 hover:text-red-800"
      onClick={onClick}
      disabled={disabled}
    >
      <Trash2Icon aria-hidden="true" />
      Delete
    </Button>
  );
}
