import type { Privileges } from '@fundplay/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { allPrivileges } from '../lib/privileges';
import { PrivilegeCheckboxes } from './privilege-checkboxes';

function Harness() {
  const [value, setValue] = useState<Privileges>(allPrivileges(false));
  return <PrivilegeCheckboxes legend="Privileges" value={value} onChange={setValue} />;
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const fiveOthers = [
  'Start new fundraiser',
  'Accept student funds',
  'Send emails and texts',
  'Change goals and cause',
  'Add new administrator',
];

describe('PrivilegeCheckboxes', () => {
  it('ticks full access when all five others are ticked', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    for (const name of fiveOthers) await user.click(box(name));

    expect(box('Full access')).toBeChecked();
    await user.click(box('Accept student funds'));
    expect(box('Full access')).not.toBeChecked();
    expect(box('Start new fundraiser')).toBeChecked();
  });

  it('toggles every privilege with full access', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(box('Full access'));
    for (const name of fiveOthers) expect(box(name)).toBeChecked();

    await user.click(box('Full access'));
    for (const name of fiveOthers) expect(box(name)).not.toBeChecked();
  });
});
