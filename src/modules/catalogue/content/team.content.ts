/**
 * The editorial half of /meet-the-team: role, bio and photo. Who a person is on the registers (name,
 * professional body, number) is never written here (issue 21 point 7): a prescriber's comes from their
 * prescriber profile (prescribing context, matched by `slug` = the profile's team page slug), the
 * superintendent pharmacist's from the business configuration that labels and receipts print.
 */
export interface TeamEntry {
  /** Stable key: the prescriber profile's `teamPageSlug`, and the photo's file name. */
  slug: string;
  /** Where the name and registration come from. */
  source: 'prescriber-profile' | 'superintendent-pharmacist';
  role: string;
  /** Written without the person's name, so it stays true when the registered name is the one printed above it. */
  bio: string;
}

/** One person on the page: the editorial entry with the registered particulars filled in. */
export interface TeamMember {
  slug: string;
  name: string;
  role: string;
  /** Professional registration, so patients can check it on the public register, e.g. 'GMC 7000001'. */
  registration: string;
  bio: string;
}

/** In page order. A prescriber entry with no profile pointing at it is left off: nobody is shown with a number we do not hold. */
export const TEAM: TeamEntry[] = [
  {
    slug: 'amelia-hart',
    source: 'prescriber-profile',
    role: 'Founder and Consultant Dermatologist',
    bio: 'Trained in dermatology in London and founded the clinic to make specialist skin care easy to reach. Designs every formula we prescribe.',
  },
  {
    slug: 'rahul-mehta',
    source: 'prescriber-profile',
    role: 'GP with a special interest in dermatology',
    bio: 'Reviews consultations and leads our work on hormonal acne, including the tablet pathway.',
  },
  {
    slug: 'sophie-clarke',
    source: 'prescriber-profile',
    role: 'Independent Prescriber Pharmacist',
    bio: 'Reviews consultations, answers your questions in chat and oversees dispensing.',
  },
  {
    slug: 'daniel-okafor',
    source: 'superintendent-pharmacist',
    role: 'Superintendent Pharmacist',
    bio: 'Runs the pharmacy that compounds and dispatches every formula, and keeps our prescription register.',
  },
];
