import { Migration } from '@mikro-orm/migrations';

/**
 * A decline keeps two reasons: the prescriber's internal note (`reason`, staff only) and the
 * words the patient reads in their account and the decline email. Declines made before this have
 * no patient-facing words, except those for a failed identity check, whose fixed text they get.
 */
export class Migration20261208010000_PatientFacingDeclineReason extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "review_decline" add column "patient_reason" text null;`);
    this.addSql(
      `update "review_decline" set "patient_reason" = 'We could not confirm your identity, so our prescriber could not prescribe this treatment and no medicine was prescribed. Your payment is refunded in full. If you think this is wrong, or you would like to try again, please message our team from your account.' where "reason" = 'Identity could not be verified';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "review_decline" drop column "patient_reason";`);
  }
}
