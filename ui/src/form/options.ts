/** One choice of a select, radio group or checkbox group: the value the schema gets and the text people read. */
export interface FieldOption<TValue extends string = string> {
  value: TValue;
  label: string;
}
