export interface TeamMember {
  slug: string;
  name: string;
  role: string;
  /** Professional registration, so patients can check it on the public register. */
  registration: string;
  bio: string;
}

export const TEAM: TeamMember[] = [
  {
    slug: 'amelia-hart',
    name: 'Dr Amelia Hart',
    role: 'Founder and Consultant Dermatologist',
    registration: 'GMC 7012345',
    bio: 'Amelia trained in dermatology in London and founded the clinic to make specialist skin care easy to reach. She designs every formula we prescribe.',
  },
  {
    slug: 'rahul-mehta',
    name: 'Dr Rahul Mehta',
    role: 'GP with a special interest in dermatology',
    registration: 'GMC 7123456',
    bio: 'Rahul reviews consultations and leads our work on hormonal acne, including the tablet pathway.',
  },
  {
    slug: 'sophie-clarke',
    name: 'Sophie Clarke',
    role: 'Independent Prescriber Pharmacist',
    registration: 'GPhC 2087654',
    bio: 'Sophie reviews consultations, answers your questions in chat and oversees dispensing.',
  },
  {
    slug: 'daniel-okafor',
    name: 'Daniel Okafor',
    role: 'Superintendent Pharmacist',
    registration: 'GPhC 2076543',
    bio: 'Daniel runs the pharmacy that compounds and dispatches every formula, and keeps our prescription register.',
  },
];
