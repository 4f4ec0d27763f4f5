import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

export const otpLength = 5;

interface OtpInputProps {
  /** Five entries, one per box: a digit or ''. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Called once all five boxes hold a digit. */
  onComplete?: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** Five empty boxes. */
export const emptyOtp: readonly string[] = Array.from({ length: otpLength }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Five single-digit boxes (spec §9): typing moves to the next box, Backspace on an empty box goes back, and
 * pasting a code fills every box at once.
 */
export function OtpInput({ value, onChange, onComplete, disabled, invalid, describedBy }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: otpLength }, (_, index) => value[index] ?? '');
  const isEmpty = digits.every((digit) => !digit);

  // Ready to type on arrival, and again after a wrong code cleared the boxes.
  useEffect(() => {
    if (isEmpty && !disabled) boxes.current[0]?.focus();
  }, [isEmpty, disabled]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), otpLength - 1)];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    onChange(next);
    if (next.every(Boolean)) onComplete?.(next.join(''));
  };

  const fillFrom = (index: number, typed: string) => {
    const incoming = onlyDigits(typed);
    if (!incoming) return;
    const next = [...digits];
    for (const [offset, digit] of [...incoming].entries()) {
      if (index + offset < otpLength) next[index + offset] = digit;
    }
    update(next);
    focusBox(index + incoming.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index]) {
      event.preventDefault();
      if (index === 0) return;
      const next = [...digits];
      next[index - 1] = '';
      update(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    // A whole code fills every box, wherever the caret was.
    fillFrom(pasted.length >= otpLength ? 0 : index, pasted);
  };

  return (
    <div
      role="group"
      aria-label="One-time code"
      aria-describedby={describedBy}
      className="flex justify-center gap-2 sm:gap-3"
    >
      {digits.map((digit, index) => (
        <input
          // The boxes are a fixed row: their position is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={`Digit ${index + 1} of ${otpLength}`}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={otpLength}
          value={digit}
          disabled={disabled}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const typed = onlyDigits(event.target.value);
            if (!typed) {
              const next = [...digits];
              next[index] = '';
              update(next);
              return;
            }
            // The box may already hold a digit: the new one is whichever was not there before.
            fillFrom(index, typed.length > 1 && typed.startsWith(digit) ? typed.slice(digit.length) : typed);
          }}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          className={cn(
            'size-12 rounded-xl border border-input bg-card text-center font-mono text-2xl font-bold shadow-xs transition-colors sm:size-14',
            'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 disabled:opacity-60 aria-invalid:border-destructive',
          )}
        />
      ))}
    </div>
  );
}
