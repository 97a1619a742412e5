import { Migration } from '@mikro-orm/migrations';

/**
 * The longest continuous course of a medicine without a prescriber's review (docs/patient-safety.md,
 * 'Courses of antimicrobials'). On the catalogue (`treatment_item.max_course_days`, set by staff) and
 * copied onto each prescription line as prescribed, as the interval is, so a later catalogue change
 * never rewrites what a signed prescription allowed. The reference catalogue's topical antibiotics
 * (clindamycin: 810C, 811C, 850C; metronidazole: 890C) are limited to 26 weeks.
 */
export class Migration20261208000000_AntimicrobialCourseLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "treatment_item" add column "max_course_days" int null,
      add constraint "treatment_item_max_course_days_check" check ("max_course_days" between 14 and 365);`);
    this.addSql(`update "treatment_item" set "max_course_days" = 182 where "code" in ('810C', '811C', '850C', '890C');`);
    this.addSql(`alter table "prescription_line" add column "max_course_days" int null,
      add constraint "prescription_line_max_course_days_check" check ("max_course_days" between 14 and 365);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "prescription_line" drop column "max_course_days";`);
    this.addSql(`alter table "treatment_item" drop column "max_course_days";`);
  }
}
