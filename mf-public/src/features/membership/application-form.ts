import { ACCOMMODATION_OPTIONS, type Domain, type GENDERS } from '@guildhall/contracts';

type Gender = (typeof GENDERS)[number];
type AccommodationChoice = (typeof ACCOMMODATION_OPTIONS)[number]['value'];

/** The join form as the visitor fills it in: radios start unanswered, accommodation as the form labels it. */
export interface ApplicationFormValues {
  fullName: string;
  LpuId: string;
  email: string;
  phone: string;
  course: string;
  gender: Gender | '';
  accommodation: AccommodationChoice | '';
  domains: Domain[];
  previousExperience: boolean;
  anyotherorg: boolean;
  bio: string;
}

export const EMPTY_APPLICATION: ApplicationFormValues = {
  fullName: '',
  LpuId: '',
  email: '',
  phone: '',
  course: '',
  gender: '',
  accommodation: '',
  domains: [],
  previousExperience: false,
  anyotherorg: false,
  bio: '',
};

/** The API knows accommodation as hostler / non-hostler; everything else goes to the schema as typed. */
export function toApplicationInput(values: ApplicationFormValues) {
  const accommodation = ACCOMMODATION_OPTIONS.find((option) => option.value === values.accommodation);
  return { ...values, accommodation: accommodation?.apiValue };
}

export const DOMAIN_LABELS: Record<Domain, string> = {
  technical: 'Technical',
  'data-management': 'Data Management',
  'event-management': 'Event Management',
  marketing: 'Marketing',
  media: 'Media',
  'content-creation': 'Content Creation',
  'content-writing': 'Content Writing',
  'arts-and-culture': 'Arts and Culture',
  design: 'Design',
};
