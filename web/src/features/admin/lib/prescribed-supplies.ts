/** One supply of the treatment plan, as the subscription's detail lists it. */
export interface PlanItem {
  position: number;
  code: string;
  name: string;
  /** Null for a supply sent once; set for the recurring one. */
  interval: string | null;
  status: string;
}

export interface PrescribedMedicine {
  code: string;
  name: string;
  supplies: number;
}

/** What approving prescribes unless the prescriber chooses otherwise (server `supply-authority.ts`). */
export const SUPPLIES_AUTHORISED = { default: 6, min: 1, max: 12 } as const;
export const MIN_INTERVAL_DAYS = { default: 56, min: 14, max: 180 } as const;

/**
 * The supplies a prescription is written for, by the server's rule (subscription `forReview`):
 * under review, the whole plan, the supply paid at checkout included; waiting for a
 * re-consultation, the supplies still to come, or the last one again when the plan has run out.
 */
export function planToPrescribe(items: readonly PlanItem[], subscriptionStatus: string): PlanItem[] {
  return subscriptionStatus === 'reconsult' ? suppliesToCome(items) : [...items].sort((a, b) => a.position - b.position);
}

/** The supplies still to come, in order, or the last one again once the plan has run out (server `forReview`, 'to-come'). */
export function suppliesToCome<T extends PlanItem>(items: readonly T[]): T[] {
  const ordered = [...items].sort((a, b) => a.position - b.position);
  const toCome = ordered.filter((item) => item.status === 'upcoming' || item.status === 'waiting');
  return toCome.length > 0 ? toCome : ordered.slice(-1);
}

/**
 * How `suppliesAuthorised` supplies fall on the plan's medicines, by the server's rule
 * (`suppliesPerMedicine`): the plan's supplies in order, the last one taking whatever is left
 * when it recurs. So the approve dialog shows the prescriber the lines they are about to sign:
 * six on the acne plan are one starter strength and five full strength.
 */
export function prescribedSupplies(plan: readonly PlanItem[], suppliesAuthorised: number): PrescribedMedicine[] {
  const ordered = [...plan].sort((a, b) => a.position - b.position);
  const sequence = ordered.slice(0, Math.max(0, suppliesAuthorised));
  const last = ordered.at(-1);
  while (last?.interval && sequence.length < suppliesAuthorised) sequence.push(last);
  const medicines = new Map<string, PrescribedMedicine>();
  for (const { code, name } of sequence) {
    const medicine = medicines.get(code) ?? { code, name, supplies: 0 };
    medicine.supplies += 1;
    medicines.set(code, medicine);
  }
  return [...medicines.values()];
}
