import Tag from 'antd/es/tag';
import type { components } from '../../lib/api/schema';

export type SafeguardCategory = components['schemas']['StaffCatalogueItemView']['safeguards'][number];

/** As the server names them (catalogue's domain/safeguards.ts), in the same order. */
export const SAFEGUARD_LABELS: Record<SafeguardCategory, string> = {
  antimicrobial: 'Antimicrobial',
  needs_monitoring: 'Needs ongoing monitoring',
  misuse_or_overdose_risk: 'Liable to misuse or overdose',
  needs_examination: 'Needs a physical examination',
  contraindicated_in_pregnancy_or_breastfeeding: 'Not for use in pregnancy or breastfeeding',
};

export const SAFEGUARD_CATEGORIES = Object.keys(SAFEGUARD_LABELS) as SafeguardCategory[];

/** The extra-safeguard categories in red (not on the questionnaire alone), the pregnancy warning in amber; antd draws each as a light tint with the colour as text, dark enough for WCAG AA (antd's preset orange is not). */
const RED = '#a8071a';
const AMBER = '#ad4e00';
const COLOURS: Record<SafeguardCategory, string> = {
  antimicrobial: RED,
  needs_monitoring: RED,
  misuse_or_overdose_risk: RED,
  needs_examination: RED,
  contraindicated_in_pregnancy_or_breastfeeding: AMBER,
};

/** A medicine's safeguard categories as tags, or the text given for none. */
export function SafeguardTags({ safeguards, none = 'None' }: { safeguards: readonly SafeguardCategory[]; none?: string }) {
  if (safeguards.length === 0) return <span>{none}</span>;
  return (
    <span>
      {safeguards.map((category) => (
        <Tag key={category} color={COLOURS[category]} style={{ marginBlock: 2 }}>
          {SAFEGUARD_LABELS[category]}
        </Tag>
      ))}
    </span>
  );
}
