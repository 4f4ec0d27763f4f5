import { privilegeLabels, privilegeNames, type Privileges } from '@fundplay/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { togglePrivilege } from '../lib/privileges';

interface PrivilegeCheckboxesProps {
  value: Privileges;
  onChange: (privileges: Privileges) => void;
  /** Names the group for assistive technology, e.g. "Privileges of Ada Lovelace". */
  legend: string;
  hideLegend?: boolean;
  disabled?: boolean;
  className?: string;
}

/** The six administrator privileges; full access and the other five keep each other consistent. */
export function PrivilegeCheckboxes({
  value,
  onChange,
  legend,
  hideLegend = false,
  disabled,
  className,
}: PrivilegeCheckboxesProps) {
  return (
    <fieldset disabled={disabled} className={cn('grid gap-2', className)}>
      <legend className={cn('mb-2 text-sm font-semibold', hideLegend && 'sr-only')}>{legend}</legend>
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {privilegeNames.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={value[name]}
              onChange={(event) => onChange(togglePrivilege(value, name, event.target.checked))}
            />
            <span className={cn(name === 'fullAccess' && 'font-semibold')}>{privilegeLabels[name]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
