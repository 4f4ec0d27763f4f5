import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface BirthValues {
  birthMonth: unknown;
  birthYear: unknown;
}

/** The neutral age question of participant and team member signups: month and year of birth (no hint of the cutoff). */
export function BirthMonthYearFields<T extends FieldValues & BirthValues>({ form }: { form: UseFormReturn<T> }) {
  const errors = form.formState.errors as FieldErrors<BirthValues>;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">Month and year of birth</legend>
      <div className="grid grid-cols-[1.4fr_1fr] gap-2">
        <FormField label="Month of birth" hideLabel error={errors.birthMonth?.message}>
          <NativeSelect {...form.register('birthMonth' as Path<T>)}>
            <option value="">Month</option>
            {months.map((month, index) => (
              <option key={month} value={index + 1}>
                {month}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Year of birth" hideLabel error={errors.birthYear?.message}>
          <Input inputMode="numeric" placeholder="Year" maxLength={4} {...form.register('birthYear' as Path<T>)} />
        </FormField>
      </div>
    </fieldset>
  );
}
