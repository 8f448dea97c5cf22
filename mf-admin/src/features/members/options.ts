import { DEPARTMENTS, DESIGNATIONS } from '@guildhall/contracts';

// The admin lists (admin-and-operations.md section 6): every department and designation the club has.

export const DEPARTMENT_OPTIONS = DEPARTMENTS.map((department) => ({ value: department, label: department }));
export const DESIGNATION_OPTIONS = DESIGNATIONS.map((designation) => ({ value: designation, label: designation }));
