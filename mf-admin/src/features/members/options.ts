import { ADMIN_DEPARTMENTS, designationLabel, DESIGNATIONS, type Department } from '@guildhall/contracts';

// The admin lists (docs/choices.md, "Admin dashboard"): the departments of member management and every designation.

const toOption = (value: string) => ({ value, label: value });

export const DEPARTMENT_OPTIONS = ADMIN_DEPARTMENTS.map(toOption);
export const DESIGNATION_OPTIONS = DESIGNATIONS.map((value) => ({ value, label: designationLabel(value) }));

/** The admin list plus a member's current department when the list lacks it (a Social Media member keeps theirs). */
export function departmentOptionsFor(current: Department) {
  return ADMIN_DEPARTMENTS.includes(current) ? DEPARTMENT_OPTIONS : [...DEPARTMENT_OPTIONS, toOption(current)];
}
