import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyOtp, OtpInput } from './otp-input';

function ControlledOtp({ onComplete }: { onComplete?: (code: string) => void }) {
  const [digits, setDigits] = useState<readonly string[]>(emptyOtp);
  return <OtpInput value={digits} onChange={setDigits} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 5/ });

describe('OtpInput', () => {
  it('fills every box when a whole code is pasted, and reports it complete', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<ControlledOtp onComplete={onComplete} />);

    await user.click(screen.getByRole('textbox', { name: 'Digit 3 of 5' }));
    await user.paste('12 3-45');

    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('moves to the next box as digits are typed and ignores letters', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp />);

    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('7a8');

    expect(boxes()[0]).toHaveValue('7');
    expect(boxes()[1]).toHaveValue('8');
    expect(boxes()[2]).toHaveFocus();
  });

  it('goes back a box with Backspace on an empty box, clearing it', async () => {
    const user = userEvent.setup();
    render(<ControlledOtp />);

    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');

    expect(boxes()[2]).toHaveFocus();
    expect(boxes()[2]).toHaveValue('');
    expect(boxes()[1]).toHaveValue('2');
  });
});
