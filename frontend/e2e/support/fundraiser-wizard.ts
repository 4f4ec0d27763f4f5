import type { Locator, Page } from '@playwright/test';

export interface FundraiserInformation {
  name: string;
  /** The street line; the organization is always in Springfield, IL 62701. */
  address: string;
  /** `YYYY-MM-DD`, what the start date input takes. */
  startDate: string;
}

/**
 * Fills the new-fundraiser wizard's information step (the same organization, tax ID and bank numbers every time)
 * and accepts its terms, leaving Next to the walk; returns the step's form.
 */
export async function fillFundraiserInformation(page: Page, values: FundraiserInformation): Promise<Locator> {
  const info = page.getByRole('form', { name: 'Fundraiser information' });
  await info.getByRole('textbox', { name: 'Fundraiser name' }).fill(values.name);
  await info.getByRole('textbox', { name: 'Address' }).fill(values.address);
  await info.getByRole('textbox', { name: 'City' }).fill('Springfield');
  await info.getByRole('textbox', { name: 'State' }).fill('IL');
  await info.getByRole('textbox', { name: 'ZIP' }).fill('62701');
  await info.getByRole('textbox', { name: 'Tax ID' }).fill('123456789');
  await info.getByRole('textbox', { name: 'Routing number' }).fill('021000021');
  await info.getByRole('textbox', { name: 'Account number' }).fill('000123456789');
  await info.getByLabel('Start date').fill(values.startDate);
  await info.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await info.getByRole('checkbox', { name: /privacy policy/ }).check();
  await info.getByRole('checkbox', { name: 'I am an authorized administrator of this organization' }).check();
  return info;
}
